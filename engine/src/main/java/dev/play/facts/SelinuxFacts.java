package dev.play.facts;

import dev.play.facts.format.FactOutput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code selinux} and {@code selinux_python_present}, as Ansible's {@code selinux} collector finds
 * them through libselinux (which ansible-core loads with ctypes: no Python bindings needed). A host
 * without {@code libselinux.so.1} gets {@code {status: Missing selinux Python library}} and false;
 * with it (every Debian and Ubuntu: coreutils needs it), SELinux is enabled when libselinux would
 * say so: a read-write selinuxfs mounted (at {@code /sys/fs/selinux}, {@code /selinux}, else the
 * first one in {@code /proc/mounts} when the kernel knows selinuxfs) and {@code
 * /etc/selinux/config} present; then {@code policyvers}, {@code config_mode} and {@code type} come
 * from the config file and {@code mode} from {@code enforce}, as libselinux reads them. Nothing but
 * shell builtins runs unless the config file exists. Pure parsing.
 */
final class SelinuxFacts {
  private static final List<String> KNOWN_MOUNTS = List.of("/sys/fs/selinux", "/selinux");

  /** libselinux's default when selinuxfs has no {@code policyvers}. */
  private static final int DEFAULT_POLICY_VERSION = 15;

  static final String SCRIPT =
      String.join(
          "\n",
          "play_selinux() {",
          "  for l in /lib/libselinux.so.1 /lib64/libselinux.so.1 /usr/lib/libselinux.so.1 /usr/lib64/libselinux.so.1"
              + " /lib/*-linux-gnu*/libselinux.so.1 /usr/lib/*-linux-gnu*/libselinux.so.1 /usr/local/lib/libselinux.so.1; do",
          "    [ -e \"$l\" ] && { echo selinux_lib=1; break; }",
          "  done",
          "  [ -e /etc/selinux/config ] || return 0",
          "  echo selinux_config=1",
          "  awk 'FILENAME == \"/proc/filesystems\" { if (index($0, \"selinuxfs\")) print \"selinux_fs=1\"; next }",
          "    FILENAME == \"/proc/mounts\" {",
          "      if ($2 == \"/sys/fs/selinux\" || $2 == \"/selinux\" || $3 == \"selinuxfs\") print \"selinux_mnt|\" $2 \" \" $3 \" \" $4",
          "      if ($3 == \"selinuxfs\") for (k = 1; k <= 2; k++) {",
          "        f = $2 (k == 1 ? \"/enforce\" : \"/policyvers\")",
          "        if ((getline v < f) > 0) print \"selinux_file|\" f \"=\" v",
          "        close(f)",
          "      }",
          "      next",
          "    }",
          "    { print \"selinux_cfg|\" $0 }' /proc/filesystems /proc/mounts /etc/selinux/config 2>/dev/null",
          "}",
          "play_selinux");

  private SelinuxFacts() {}

  static void parse(FactOutput o, Map<String, Object> f) {
    Map<String, Object> selinux = new LinkedHashMap<>();
    if (!o.has("selinux_lib")) {
      selinux.put("status", "Missing selinux Python library");
      f.put("selinux", selinux);
      f.put("selinux_python_present", false);
      return;
    }
    f.put("selinux_python_present", true);
    String mount =
        o.has("selinux_config")
            ? selinuxMount(o.section("selinux_mnt"), o.has("selinux_fs"))
            : null;
    if (mount == null) {
      selinux.put("status", "disabled");
    } else {
      Map<String, String> files = new LinkedHashMap<>();
      for (String line : o.section("selinux_file")) {
        int eq = line.lastIndexOf('=');
        if (eq > 0) {
          files.put(line.substring(0, eq), line.substring(eq + 1));
        }
      }
      List<String> config = o.section("selinux_cfg");
      selinux.put("status", "enabled");
      selinux.put("policyvers", policyvers(files.get(mount + "/policyvers")));
      selinux.put("config_mode", configMode(config));
      selinux.put("mode", mode(files.get(mount + "/enforce")));
      selinux.put("type", policyType(config));
    }
    f.put("selinux", selinux);
  }

  /**
   * libselinux's {@code selinux_mnt}: {@code /sys/fs/selinux}, then {@code /selinux}, where the
   * file system mounted there is selinuxfs (read-write: a read-only one stops the search with
   * none); else, when the kernel knows selinuxfs, the first selinuxfs mount of {@code
   * /proc/mounts}, if read-write. {@code mounts} are {@code MOUNTPOINT TYPE OPTIONS} lines in table
   * order.
   */
  static String selinuxMount(List<String> mounts, boolean kernelHasSelinuxfs) {
    for (String path : KNOWN_MOUNTS) {
      String[] top = topMount(mounts, path);
      if (top != null && top[1].equals("selinuxfs")) {
        return readWrite(top) ? path : null;
      }
    }
    if (!kernelHasSelinuxfs) {
      return null;
    }
    for (String line : mounts) {
      String[] m = line.split(" ");
      if (m.length >= 3 && m[1].equals("selinuxfs")) {
        String[] top = topMount(mounts, m[0]);
        return top != null && top[1].equals("selinuxfs") && readWrite(top) ? m[0] : null;
      }
    }
    return null;
  }

  /** The last mount at {@code path} (the one statfs sees), or null. */
  private static String[] topMount(List<String> mounts, String path) {
    String[] top = null;
    for (String line : mounts) {
      String[] m = line.split(" ");
      if (m.length >= 3 && m[0].equals(path)) {
        top = m;
      }
    }
    return top;
  }

  private static boolean readWrite(String[] mount) {
    return !List.of(mount[2].split(",")).contains("ro");
  }

  /**
   * {@code security_policyvers}: the number in {@code policyvers}; 15 when absent; -1 when
   * unreadable.
   */
  private static int policyvers(String value) {
    if (value == null) {
      return DEFAULT_POLICY_VERSION;
    }
    try {
      return Integer.parseInt(value.strip());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** {@code security_getenforce} named: 1 enforcing, 0 permissive, -1 (unreadable) disabled. */
  private static String mode(String enforce) {
    if (enforce == null) {
      return "disabled";
    }
    try {
      return Integer.parseInt(enforce.strip()) != 0 ? "enforcing" : "permissive";
    } catch (NumberFormatException e) {
      return "disabled";
    }
  }

  /**
   * {@code selinux_getenforcemode}: the first {@code SELINUX=} line naming a mode, else unknown.
   */
  static String configMode(List<String> config) {
    for (String line : config) {
      if (!line.startsWith("SELINUX=")) {
        continue;
      }
      String value = line.substring("SELINUX=".length()).stripLeading().toLowerCase(Locale.ROOT);
      for (String mode : List.of("enforcing", "permissive", "disabled")) {
        if (value.startsWith(mode)) {
          return mode;
        }
      }
    }
    return "unknown";
  }

  /**
   * {@code selinux_getpolicytype}: the last {@code SELINUXTYPE=} (any case), else {@code targeted}.
   */
  static String policyType(List<String> config) {
    String type = "targeted";
    for (String line : config) {
      String t = line.stripLeading();
      if (t.length() >= 12 && t.substring(0, 12).equalsIgnoreCase("SELINUXTYPE=")) {
        type = t.substring(12).stripLeading().replaceAll("[\\s\\p{Cntrl}]+$", "");
      }
    }
    return type;
  }
}
