package dev.play.facts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Ansible-named host facts ({@code gather_facts}) from one POSIX sh command reading
 * {@code /etc/os-release}, {@code /proc} and {@code /sys}; {@code ip} is used when present.
 * {@link #parse} is pure: {@code key=value} lines in, facts out.
 */
public final class SystemFacts {
  /** The one command; every line is {@code key=value}. */
  public static final String COMMAND = String.join("\n",
      "LC_ALL=C; export LC_ALL",
      "echo \"hostname=$(hostname 2>/dev/null || cat /proc/sys/kernel/hostname)\"",
      "echo \"fqdn=$(hostname -f 2>/dev/null || hostname)\"",
      "echo \"kernel=$(uname -r)\"",
      "echo \"machine=$(uname -m)\"",
      "echo \"system=$(uname -s)\"",
      "echo \"nproc=$(nproc 2>/dev/null || grep -c ^processor /proc/cpuinfo)\"",
      "echo \"memtotal_kb=$(awk '/^MemTotal:/{print $2}' /proc/meminfo)\"",
      "echo \"user_id=$(id -un)\"; echo \"user_uid=$(id -u)\"; echo \"user_gid=$(id -g)\"",
      "echo \"user_dir=$HOME\"",
      "[ -r /etc/os-release ] && sed -n 's/^\\([A-Z_]*\\)=\"\\{0,1\\}\\([^\"]*\\)\"\\{0,1\\}$/os_\\1=\\2/p' /etc/os-release",
      "awk '$2==\"00000000\" && $8==\"00000000\" {print \"route_iface=\" $1; print \"route_gw=\" $3; exit}' /proc/net/route 2>/dev/null",
      "if command -v ip >/dev/null 2>&1; then ip -4 -o addr show 2>/dev/null"
          + " | awk '{split($4,a,\"/\"); print \"addr=\" $2 \" \" a[1] \" \" a[2]}'; fi",
      "command -v apt-get >/dev/null 2>&1 && echo pkg_mgr=apt",
      "command -v dnf >/dev/null 2>&1 && echo pkg_mgr=dnf",
      "[ -d /run/systemd/system ] && echo service_mgr=systemd",
      "command -v dpkg >/dev/null 2>&1 && echo \"dpkg_arch=$(dpkg --print-architecture)\"",
      "true");

  private SystemFacts() {}

  /** Facts from the command's output, with Ansible's names (without the {@code ansible_} prefix). */
  public static Map<String, Object> parse(String output) {
    Map<String, String> raw = new LinkedHashMap<>();
    List<String[]> addrs = new ArrayList<>();
    for (String line : output.split("\n")) {
      int eq = line.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String key = line.substring(0, eq);
      String value = line.substring(eq + 1).trim();
      if (key.equals("addr")) {
        addrs.add(value.split(" "));
      } else {
        raw.putIfAbsent(key, value);
      }
    }
    Map<String, Object> facts = new LinkedHashMap<>();
    identity(raw, facts);
    distribution(raw, facts);
    hardware(raw, facts);
    network(raw, addrs, facts);
    return facts;
  }

  private static void identity(Map<String, String> raw, Map<String, Object> f) {
    String host = raw.getOrDefault("hostname", "");
    f.put("hostname", host.contains(".") ? host.substring(0, host.indexOf('.')) : host);
    f.put("nodename", host);
    f.put("fqdn", raw.getOrDefault("fqdn", host));
    f.put("user_id", raw.getOrDefault("user_id", ""));
    f.put("user_uid", toInt(raw.get("user_uid")));
    f.put("user_gid", toInt(raw.get("user_gid")));
    f.put("user_dir", raw.getOrDefault("user_dir", ""));
    f.put("pkg_mgr", raw.getOrDefault("pkg_mgr", "unknown"));
    f.put("service_mgr", raw.getOrDefault("service_mgr", "unknown"));
  }

  private static void distribution(Map<String, String> raw, Map<String, Object> f) {
    String id = raw.getOrDefault("os_ID", "unknown");
    String version = raw.getOrDefault("os_VERSION_ID", "");
    f.put("system", raw.getOrDefault("system", "Linux"));
    f.put("kernel", raw.getOrDefault("kernel", ""));
    f.put("distribution", distributionName(id));
    f.put("distribution_version", version);
    f.put("distribution_major_version", version.contains(".") ? version.substring(0, version.indexOf('.')) : version);
    f.put("distribution_release", raw.getOrDefault("os_VERSION_CODENAME", raw.getOrDefault("os_UBUNTU_CODENAME", "")));
    f.put("os_family", osFamily(id, raw.getOrDefault("os_ID_LIKE", "")));
  }

  private static void hardware(Map<String, String> raw, Map<String, Object> f) {
    String machine = raw.getOrDefault("machine", "");
    f.put("architecture", machine);
    f.put("machine", machine);
    f.put("dpkg_architecture", raw.getOrDefault("dpkg_arch", dpkgArch(machine)));
    int cpus = toInt(raw.get("nproc"));
    f.put("processor_vcpus", cpus);
    f.put("processor_nproc", cpus);
    f.put("memtotal_mb", toInt(raw.get("memtotal_kb")) / 1024);
  }

  private static void network(Map<String, String> raw, List<String[]> addrs, Map<String, Object> f) {
    List<Object> all = new ArrayList<>();
    List<Object> interfaces = new ArrayList<>();
    Map<String, Object> defaultV4 = new LinkedHashMap<>();
    String iface = raw.get("route_iface");
    if (iface != null) {
      defaultV4.put("interface", iface);
      defaultV4.put("gateway", hexToIpv4(raw.getOrDefault("route_gw", "00000000")));
    }
    for (String[] a : addrs) {
      if (a.length < 2) {
        continue;
      }
      if (!interfaces.contains(a[0])) {
        interfaces.add(a[0]);
      }
      if (!a[1].startsWith("127.")) {
        all.add(a[1]);
      }
      if (a[0].equals(iface) && !defaultV4.containsKey("address")) {
        defaultV4.put("address", a[1]);
        defaultV4.put("prefix", a.length > 2 ? a[2] : "");
      }
    }
    f.put("default_ipv4", defaultV4);
    f.put("all_ipv4_addresses", all);
    f.put("interfaces", interfaces);
  }

  static String distributionName(String id) {
    return switch (id) {
      case "ubuntu" -> "Ubuntu";
      case "debian" -> "Debian";
      case "rhel" -> "RedHat";
      case "centos" -> "CentOS";
      case "rocky" -> "Rocky";
      case "almalinux" -> "AlmaLinux";
      case "fedora" -> "Fedora";
      default -> id.isEmpty() ? "" : id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1);
    };
  }

  static String osFamily(String id, String like) {
    String all = id + " " + like;
    if (all.contains("debian") || all.contains("ubuntu")) {
      return "Debian";
    }
    if (all.contains("rhel") || all.contains("fedora") || all.contains("centos")) {
      return "RedHat";
    }
    return distributionName(id);
  }

  static String dpkgArch(String machine) {
    return switch (machine) {
      case "x86_64" -> "amd64";
      case "aarch64" -> "arm64";
      default -> machine;
    };
  }

  /** {@code /proc/net/route} stores addresses as little-endian hex. */
  static String hexToIpv4(String hex) {
    try {
      long v = Long.parseLong(hex, 16);
      return (v & 0xff) + "." + (v >> 8 & 0xff) + "." + (v >> 16 & 0xff) + "." + (v >> 24 & 0xff);
    } catch (NumberFormatException e) {
      return "";
    }
  }

  private static int toInt(String s) {
    try {
      return s == null ? 0 : Integer.parseInt(s.trim());
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
