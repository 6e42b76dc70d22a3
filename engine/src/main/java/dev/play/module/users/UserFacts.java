package dev.play.module.users;

import static dev.play.value.Shell.quote;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A local user: the passwd entry, supplementary groups, a digest of the shadow hash (the hash
 * itself never leaves the host), its expiry and lock, the SSH key pair, which of the wanted groups
 * are missing, and what {@code useradd} does about a group named after the user (whether one
 * exists; whether {@code USERGROUPS_ENAB} makes one). One command; {@link #parse} is pure.
 */
record UserFacts(
    String[] passwd,
    String primaryGroup,
    List<String> groups,
    String shadowDigest,
    String shadowExpire,
    boolean locked,
    boolean homeExists,
    boolean privateKey,
    String publicKey,
    String fingerprint,
    List<String> missingGroups,
    boolean nameGroupExists,
    boolean userGroups,
    String hostname) {

  boolean exists() {
    return passwd.length >= 7;
  }

  int uid() {
    return Integer.parseInt(passwd[2]);
  }

  int gid() {
    return Integer.parseInt(passwd[3]);
  }

  String comment() {
    return passwd[4];
  }

  String home() {
    return passwd[5];
  }

  String shell() {
    return passwd[6];
  }

  /**
   * @param keyFile the key path, relative to the home directory unless absolute
   */
  static String script(String name, String keyFile, List<String> wantedGroups) {
    String n = quote(name);
    List<String> s = new ArrayList<>();
    s.add("n=" + n);
    // fields are cut out by parameter expansion (the shortest prefix up to the Nth colon), not by
    // cut processes
    s.add(
        "if p=$(getent passwd \"$n\"); then echo \"passwd=$p\"; echo \"primary=$(id -gn \"$n\")\";"
            + " echo \"groups=$(id -Gn \"$n\")\"; h=${p#*:*:*:*:*:}; h=${h%%:*}; [ -d \"$h\" ] && echo home_exists=1;");
    s.add(
        "  if sh=$(getent shadow \"$n\" 2>/dev/null); then pw=${sh#*:}; pw=${pw%%:*};"
            + " x=$(printf %s \"$pw\" | sha256sum); echo \"shadow_digest=${x%% *}\";"
            + " x=${sh#*:*:*:*:*:*:*:}; echo \"shadow_expire=${x%%:*}\";"
            + " case $pw in '!'*) echo locked=1;; esac; fi");
    if (keyFile != null) {
      String kf = keyFile.startsWith("/") ? quote(keyFile) : "\"$h\"/" + quote(keyFile);
      s.add(
          "  k="
              + kf
              + "; [ -f \"$k\" ] && echo key_private=1;"
              + " [ -f \"$k.pub\" ] && echo \"key_public=$(cat \"$k.pub\")\" && echo \"key_fp=$(ssh-keygen -l -f \"$k.pub\" 2>/dev/null)\"");
    }
    s.add("fi");
    s.add("getent group \"$n\" >/dev/null && echo name_group=1");
    s.add(
        "awk '$1 == \"USERGROUPS_ENAB\" { print \"usergroups=\" $2 }' /etc/login.defs 2>/dev/null");
    for (String g : wantedGroups) {
      s.add("getent group " + quote(g) + " >/dev/null || echo missing_group=" + quote(g));
    }
    s.add(
        "x=; read -r x 2>/dev/null < /proc/sys/kernel/hostname || x=$(hostname); echo \"hostname=$x\"");
    return String.join("\n", s);
  }

  static UserFacts parse(String out) {
    Map<String, String> kv = new LinkedHashMap<>();
    List<String> missing =
        new ArrayList<>(); // mutable: check mode drops groups an earlier task creates
    for (String line : out.split("\n")) {
      int eq = line.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String key = line.substring(0, eq);
      if (key.equals("missing_group")) {
        missing.add(line.substring(eq + 1));
      } else {
        kv.putIfAbsent(key, line.substring(eq + 1));
      }
    }
    String passwd = kv.getOrDefault("passwd", "");
    String groups = kv.getOrDefault("groups", "").strip();
    return new UserFacts(
        passwd.isEmpty() ? new String[0] : passwd.split(":", -1),
        kv.get("primary"),
        groups.isEmpty() ? List.of() : List.of(groups.split("\\s+")),
        kv.get("shadow_digest"),
        kv.getOrDefault("shadow_expire", ""),
        kv.containsKey("locked"),
        kv.containsKey("home_exists"),
        kv.containsKey("key_private"),
        kv.get("key_public"),
        kv.get("key_fp"),
        missing,
        kv.containsKey("name_group"),
        "yes".equalsIgnoreCase(kv.get("usergroups")),
        kv.getOrDefault("hostname", ""));
  }
}
