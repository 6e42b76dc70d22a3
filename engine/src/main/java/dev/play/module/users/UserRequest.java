package dev.play.module.users;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.Presence;
import java.util.List;

/** What a {@code user} task asks for; null fields are left as they are. */
record UserRequest(
    String name,
    boolean present,
    Integer uid,
    boolean nonUnique,
    String group,
    List<String> groups,
    boolean append,
    String shell,
    String home,
    boolean createHome,
    boolean moveHome,
    boolean system,
    String comment,
    String password,
    boolean updatePasswordAlways,
    Boolean passwordLock,
    Long expiresDays,
    boolean remove,
    boolean force,
    SshKey key) {

  /** When a given password is set ({@code update_password}). */
  enum UpdatePassword {
    ALWAYS,
    ON_CREATE
  }

  /** The key to generate when missing ({@code generate_ssh_key}), or null. */
  record SshKey(String type, int bits, String file, String comment, String passphrase) {}

  static UserRequest of(Args args) throws ModuleFailure {
    String name = args.string("name").strip();
    boolean present = args.enumValue("state", Presence.class) == Presence.PRESENT;
    UpdatePassword update = args.enumValue("update_password", UpdatePassword.class);
    List<String> groups = args.has("groups") ? args.list("groups") : null;
    return new UserRequest(
        name,
        present,
        args.integerOrNull("uid"),
        args.bool("non_unique"),
        args.stringOrNull("group"),
        groups,
        args.bool("append"),
        args.stringOrNull("shell"),
        args.stringOrNull("home"),
        args.bool("create_home"),
        args.bool("move_home"),
        args.bool("system"),
        args.stringOrNull("comment"),
        args.stringOrNull("password"),
        update == UpdatePassword.ALWAYS,
        args.boolOrNull("password_lock"),
        expires(args),
        args.bool("remove"),
        args.bool("force"),
        key(args));
  }

  private static Long expires(Args args) throws ModuleFailure {
    if (!args.has("expires")) {
      return null;
    }
    try {
      double epoch = Double.parseDouble(args.string("expires"));
      return epoch < 0 ? -1L : (long) Math.floor(epoch / 86400);
    } catch (NumberFormatException e) {
      throw new ModuleFailure(
          "user: expires must be seconds since the epoch, got '" + args.string("expires") + "'");
    }
  }

  private static SshKey key(Args args) throws ModuleFailure {
    if (!args.bool("generate_ssh_key")) {
      return null;
    }
    String type = args.string("ssh_key_type");
    return new SshKey(
        type,
        args.integer("ssh_key_bits"),
        java.util.Objects.requireNonNullElse(args.stringOrNull("ssh_key_file"), ".ssh/id_" + type),
        args.stringOrNull("ssh_key_comment"),
        args.string("ssh_key_passphrase"));
  }

  String keyFile() {
    return key == null ? null : key.file();
  }
}
