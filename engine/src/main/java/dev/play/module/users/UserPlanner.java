package dev.play.module.users;

import static dev.play.value.Shell.quote;

import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The plan of a {@code user} task for the facts read from the host. Pure. */
final class UserPlanner {
  private static final Set<String> CREATED = Set.of("uid", "gid", "home");
  private static final Set<String> KEY =
      Set.of("ssh_public_key", "ssh_fingerprint", "ssh_key_file");

  private UserPlanner() {}

  static Plan plan(UserRequest r, UserFacts f) throws ModuleFailure {
    if (!r.present()) {
      return absent(r, f);
    }
    if (!f.missingGroups().isEmpty()) {
      throw new ModuleFailure(
          "user: group "
              + String.join(", ", f.missingGroups())
              + " does not exist (user "
              + r.name()
              + ")");
    }
    List<Change> changes = new ArrayList<>(f.exists() ? modify(r, f) : create(r, f));
    if (r.key() != null && !f.privateKey()) {
      changes.add(generateKey(r, f));
    }
    Map<String, Object> result = result(r, f);
    if (changes.isEmpty()) {
      return Plan.noChange("user " + r.name() + " as requested (uid " + f.uid() + ")", result);
    }
    return Plan.changes(changes, List.of(), result);
  }

  private static Plan absent(UserRequest r, UserFacts f) {
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("name", r.name());
    result.put("state", "absent");
    if (!f.exists()) {
      return Plan.noChange("user " + r.name() + " does not exist", result);
    }
    String flags = (r.remove() ? " -r" : "") + (r.force() ? " -f" : "");
    return Plan.changes(
        List.of(
            new UserCommand(
                "remove user " + r.name() + (r.remove() ? " and its home" : ""),
                "userdel" + flags + " " + quote(r.name()))),
        List.of(),
        result);
  }

  /**
   * useradd, as Ansible runs it: without a {@code group}, {@code -N} when a group named after the
   * user exists (else useradd refuses); otherwise that group is made when USERGROUPS_ENAB is on,
   * which check mode plans as created too.
   */
  private static List<Change> create(UserRequest r, UserFacts f) {
    List<String> argv = new ArrayList<>();
    if (r.uid() != null) {
      argv.add("-u " + r.uid() + (r.nonUnique() ? " -o" : ""));
    }
    List<String> creates = new ArrayList<>(List.of("user:" + r.name()));
    if (r.group() != null) {
      argv.add("-g " + quote(r.group()));
    } else if (f.nameGroupExists()) {
      argv.add("-N");
    } else if (f.userGroups()) {
      creates.add("group:" + r.name());
    }
    if (r.groups() != null && !r.groups().isEmpty()) {
      argv.add("-G " + quote(String.join(",", r.groups())));
    }
    option(argv, "-s", r.shell());
    option(argv, "-d", r.home());
    option(argv, "-c", r.comment());
    argv.add(r.createHome() ? "-m" : "-M");
    if (r.system()) {
      argv.add("-r");
    }
    if (r.expiresDays() != null) {
      argv.add("-e " + quote(expiry(r.expiresDays())));
    }
    String password = r.password() == null ? "" : " -p \"$(cat)\"";
    List<Change> out =
        new ArrayList<>(
            List.of(
                new UserCommand(
                    "create user " + r.name(),
                    "useradd "
                        + String.join(" ", argv)
                        + password
                        + " "
                        + quote(r.name())
                        + " && getent passwd "
                        + quote(r.name())
                        + " | awk -F: '{print \"uid=\" $3; print \"gid=\" $4; print \"home=\" $6}'",
                    r.password(),
                    CREATED,
                    creates)));
    if (Boolean.TRUE.equals(r.passwordLock())) {
      out.add(new UserCommand("lock the password of " + r.name(), "usermod -L " + quote(r.name())));
    }
    return out;
  }

  private static void option(List<String> argv, String flag, String value) {
    if (value != null) {
      argv.add(flag + " " + quote(value));
    }
  }

  private static List<Change> modify(UserRequest r, UserFacts f) {
    UserDiff d = new UserDiff(r, f);
    d.uid();
    d.primaryGroup();
    d.groups();
    d.field("shell", r.shell(), f.shell(), "-s");
    d.field("home", r.home(), f.home(), r.moveHome() ? "-m -d" : "-d");
    d.field("comment", r.comment(), f.comment(), "-c");
    d.expiry();
    List<Change> out = new ArrayList<>();
    boolean setPassword =
        r.password() != null
            && r.updatePasswordAlways()
            && !digest(r.password()).equals(f.shadowDigest());
    if (!d.flags().isEmpty() || setPassword) {
      List<String> what = new ArrayList<>(d.what());
      if (setPassword) {
        what.add("password");
      }
      out.add(
          new UserCommand(
              "modify user " + r.name() + ": " + String.join(", ", what),
              "usermod "
                  + String.join(" ", d.flags())
                  + (setPassword ? " -p \"$(cat)\"" : "")
                  + " "
                  + quote(r.name()),
              setPassword ? r.password() : null,
              Set.of()));
    }
    if (r.passwordLock() != null && r.passwordLock() != f.locked()) {
      out.add(
          new UserCommand(
              (r.passwordLock() ? "lock" : "unlock") + " the password of " + r.name(),
              "usermod " + (r.passwordLock() ? "-L " : "-U ") + quote(r.name())));
    }
    return out;
  }

  private static Change generateKey(UserRequest r, UserFacts f) {
    UserRequest.SshKey k = r.key();
    String comment = k.comment() != null ? k.comment() : "ansible-generated on " + f.hostname();
    String file = k.file().startsWith("/") ? quote(k.file()) : "\"$h\"/" + quote(k.file());
    String n = quote(r.name());
    String script =
        String.join(
            "\n",
            "set -e",
            "command -v ssh-keygen >/dev/null || { echo 'ssh-keygen is missing (openssh-client)' >&2; exit 1; }",
            "h=$(getent passwd "
                + n
                + " | cut -d: -f6); g=$(id -gn "
                + n
                + "); k="
                + file
                + "; d=$(dirname \"$k\")",
            "[ -d \"$d\" ] || { mkdir -p \"$d\"; chmod 0700 \"$d\"; chown "
                + n
                + ":\"$g\" \"$d\"; }",
            "ssh-keygen -q -t "
                + quote(k.type())
                + (k.bits() > 0 ? " -b " + k.bits() : "")
                + " -C "
                + quote(comment)
                + " -N \"$(cat)\" -f \"$k\"",
            "chown " + n + ":\"$g\" \"$k\" \"$k.pub\"",
            "echo \"ssh_public_key=$(cat \"$k.pub\")\"; echo \"ssh_fingerprint=$(ssh-keygen -l -f \"$k.pub\")\";"
                + " echo \"ssh_key_file=$k\"");
    String home = f.exists() ? f.home() : r.home() != null ? r.home() : "/home/" + r.name();
    String path = k.file().startsWith("/") ? k.file() : home + "/" + k.file();
    return new UserCommand(
        "generate " + k.type() + " key " + k.file() + " for " + r.name(),
        script,
        k.passphrase(),
        KEY,
        List.of(path, path + ".pub"));
  }

  private static Map<String, Object> result(UserRequest r, UserFacts f) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", r.name());
    m.put("state", "present");
    if (f.exists()) {
      m.put("uid", r.uid() != null ? r.uid() : f.uid());
      m.put("group", f.gid());
      m.put("home", r.home() != null ? r.home() : f.home());
      m.put("shell", r.shell() != null ? r.shell() : f.shell());
      m.put("comment", r.comment() != null ? r.comment() : f.comment());
    }
    if (r.groups() != null) {
      m.put("groups", String.join(",", r.groups()));
    }
    m.put("system", r.system());
    m.put("create_home", r.createHome());
    m.put("move_home", r.moveHome());
    m.put("append", r.append());
    if (r.password() != null) {
      m.put("password", "NOT_LOGGING_PASSWORD");
    }
    if (r.key() != null && f.publicKey() != null) {
      m.put("ssh_public_key", f.publicKey());
      m.put("ssh_fingerprint", f.fingerprint());
      m.put(
          "ssh_key_file",
          r.key().file().startsWith("/") ? r.key().file() : f.home() + "/" + r.key().file());
    }
    return m;
  }

  static String expiry(long days) {
    return days < 0 ? "" : LocalDate.ofEpochDay(days).toString();
  }

  /** What the host's facts script prints for a shadow hash: its SHA-256, hex. */
  static String digest(String hash) {
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256").digest(hash.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** usermod flags for the fields that differ, and what they are. */
  private static final class UserDiff {
    private final UserRequest r;
    private final UserFacts f;
    private final List<String> flags = new ArrayList<>();
    private final List<String> what = new ArrayList<>();

    UserDiff(UserRequest r, UserFacts f) {
      this.r = r;
      this.f = f;
    }

    List<String> flags() {
      return flags;
    }

    List<String> what() {
      return what;
    }

    /** Adds {@code flag wanted} when {@code wanted} is given and differs; whether it did. */
    boolean field(String name, String wanted, String current, String flag) {
      if (wanted == null || wanted.equals(current)) {
        return false;
      }
      flags.add(flag + " " + quote(wanted));
      what.add(name + " " + current + " -> " + wanted);
      return true;
    }

    /**
     * {@code -u UID}, and {@code -o} with {@code non_unique} (a uid another user has), as Ansible.
     */
    void uid() {
      String wanted = r.uid() == null ? null : String.valueOf(r.uid());
      if (field("uid", wanted, String.valueOf(f.uid()), "-u") && r.nonUnique()) {
        flags.add("-o");
      }
    }

    void primaryGroup() {
      if (r.group() == null) {
        return;
      }
      boolean same =
          r.group().matches("\\d+")
              ? Integer.parseInt(r.group()) == f.gid()
              : r.group().equals(f.primaryGroup());
      if (!same) {
        flags.add("-g " + quote(r.group()));
        what.add("group " + f.primaryGroup() + " -> " + r.group());
      }
    }

    void groups() {
      if (r.groups() == null) {
        return;
      }
      Set<String> current = new LinkedHashSet<>(f.groups());
      current.remove(f.primaryGroup());
      Set<String> wanted = new LinkedHashSet<>(r.groups());
      wanted.remove(r.group() != null ? r.group() : f.primaryGroup());
      if (r.append()) {
        List<String> missing = wanted.stream().filter(g -> !current.contains(g)).toList();
        if (!missing.isEmpty()) {
          flags.add("-a -G " + quote(String.join(",", missing)));
          what.add("groups +" + String.join(",+", missing));
        }
      } else if (!current.equals(wanted)) {
        flags.add("-G " + quote(String.join(",", wanted)));
        what.add("groups " + String.join(",", current) + " -> " + String.join(",", wanted));
      }
    }

    void expiry() {
      if (r.expiresDays() == null) {
        return;
      }
      String wanted = r.expiresDays() < 0 ? "" : String.valueOf(r.expiresDays());
      if (!wanted.equals(f.shadowExpire())) {
        flags.add("-e " + quote(UserPlanner.expiry(r.expiresDays())));
        what.add("expires " + (wanted.isEmpty() ? "never" : UserPlanner.expiry(r.expiresDays())));
      }
    }
  }
}
