package dev.play.module.users;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.util.List;

/** What a {@code user} task asks for; null fields are left as they are. */
record UserRequest(
    String name,
    boolean present,
    Integer uid,
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

  /** The key to generate when missing ({@code generate_ssh_key}), or null. */
  record SshKey(String type, int bits, String file, String comment, String passphrase) {}

  static UserRequest of(Args args) throws ModuleFailure {
    String name = args.string("name").strip();
    boolean present = args.choice("state", "present", "present", "absent").equals("present");
    String update = args.choice("update_password", "always", "always", "on_create");
    List<String> groups = args.has("groups") ? args.list("groups") : null;
    return new UserRequest(name, present, args.has("uid") ? args.integer("uid", 0) : null,
        args.string("group", null), groups, args.bool("append", false), args.string("shell", null),
        args.string("home", null), args.bool("create_home", true), args.bool("move_home", false),
        args.bool("system", false), args.string("comment", null), args.string("password", null),
        update.equals("always"), args.has("password_lock") ? args.bool("password_lock", false) : null,
        expires(args), args.bool("remove", false), args.bool("force", false), key(args));
  }

  private static Long expires(Args args) throws ModuleFailure {
    if (!args.has("expires")) {
      return null;
    }
    try {
      double epoch = Double.parseDouble(args.string("expires"));
      return epoch < 0 ? -1L : (long) Math.floor(epoch / 86400);
    } catch (NumberFormatException e) {
      throw new ModuleFailure("user: expires must be seconds since the epoch, got '" + args.string("expires") + "'");
    }
  }

  private static SshKey key(Args args) throws ModuleFailure {
    if (!args.bool("generate_ssh_key", false)) {
      return null;
    }
    String type = args.string("ssh_key_type", "rsa");
    return new SshKey(type, args.integer("ssh_key_bits", 0), args.string("ssh_key_file", ".ssh/id_" + type),
        args.string("ssh_key_comment", null), args.string("ssh_key_passphrase", ""));
  }

  String keyFile() {
    return key == null ? null : key.file();
  }
}
