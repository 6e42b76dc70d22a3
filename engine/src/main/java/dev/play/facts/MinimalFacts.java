package dev.play.facts;

import dev.play.connection.ShellScripts;
import dev.play.facts.format.FactOutput;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code min} subset: identity, distribution, user, environment, date and time, DNS, package
 * and service managers. {@link #SCRIPT} prints them; {@link #parse} is pure.
 */
final class MinimalFacts {
  static final String SCRIPT = ShellScripts.load(MinimalFacts.class, "minimal.sh");

  private MinimalFacts() {}

  static void parse(FactOutput o, Map<String, Object> f) {
    identity(o, f);
    distribution(o, f);
    f.put("env", env(o.section("env")));
    f.put("date_time", dateTime(o.get("date_time", "")));
    f.put("dns", dns(o.section("dns")));
  }

  private static void identity(FactOutput o, Map<String, Object> f) {
    String host = o.get("hostname", "");
    f.put("hostname", host.contains(".") ? host.substring(0, host.indexOf('.')) : host);
    f.put("nodename", host);
    f.put("fqdn", o.get("fqdn", host));
    f.put("user_id", o.get("user_id", ""));
    f.put("user_uid", o.integer("user_uid"));
    f.put("user_gid", o.integer("user_gid"));
    f.put("user_dir", o.get("user_dir", ""));
    f.put("user_shell", o.get("user_shell", ""));
    f.put("pkg_mgr", o.get("pkg_mgr", "unknown"));
    String init = o.get("init", "");
    f.put(
        "service_mgr",
        o.get("service_mgr", init.isEmpty() ? "unknown" : init.equals("init") ? "sysvinit" : init));
  }

  private static void distribution(FactOutput o, Map<String, Object> f) {
    String id = o.get("os_ID", "unknown");
    String version = o.get("os_VERSION_ID", "");
    String machine = o.get("machine", "");
    f.put("system", o.get("system", "Linux"));
    f.put("kernel", o.get("kernel", ""));
    f.put("kernel_version", o.get("kernel_version", ""));
    if (!o.get("machine_id", "").isEmpty()) {
      f.put(
          "machine_id",
          o.get("machine_id", "")); // Ansible's: /var/lib/dbus/machine-id, else /etc/machine-id
    }
    f.put("architecture", machine);
    f.put("machine", machine);
    f.put("dpkg_architecture", o.get("dpkg_arch", dpkgArch(machine)));
    f.put("distribution", distributionName(id));
    f.put("distribution_version", version);
    f.put(
        "distribution_major_version",
        version.contains(".") ? version.substring(0, version.indexOf('.')) : version);
    f.put("distribution_release", o.get("os_VERSION_CODENAME", o.get("os_UBUNTU_CODENAME", "")));
    f.put("os_family", osFamily(id, o.get("os_ID_LIKE", "")));
  }

  private static Map<String, Object> env(List<String> lines) {
    Map<String, Object> env = new LinkedHashMap<>();
    for (String line : lines) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        env.put(line.substring(0, eq), line.substring(eq + 1));
      }
    }
    return env;
  }

  /** Ansible's {@code date_time} from {@code date '+%s %N %z %Z'}; empty when unreadable. */
  static Map<String, Object> dateTime(String raw) {
    String[] p = raw.strip().split("\\s+");
    Map<String, Object> m = new LinkedHashMap<>();
    long epoch;
    ZonedDateTime t;
    ZonedDateTime utc;
    try {
      epoch = Long.parseLong(p[0]);
      t = Instant.ofEpochSecond(epoch).atZone(ZoneOffset.of(p.length > 2 ? p[2] : "+0000"));
      utc = t.withZoneSameInstant(ZoneOffset.UTC);
    } catch (RuntimeException e) {
      return m; // not a number, a bad offset, or a time past what java.time holds
    }
    int micros =
        p.length > 1 && p[1].matches("\\d{6,9}") ? Integer.parseInt(p[1].substring(0, 6)) : 0;
    m.put("year", fmt(t, "yyyy"));
    m.put("month", fmt(t, "MM"));
    m.put("weekday", fmt(t, "EEEE"));
    m.put("weekday_number", String.valueOf(t.getDayOfWeek().getValue() % 7));
    m.put("weeknumber", String.format(Locale.ROOT, "%02d", weekNumber(t)));
    m.put("day", fmt(t, "dd"));
    m.put("hour", fmt(t, "HH"));
    m.put("minute", fmt(t, "mm"));
    m.put("second", fmt(t, "ss"));
    m.put("epoch", String.valueOf(epoch));
    m.put("epoch_int", String.valueOf(epoch));
    m.put("date", fmt(t, "yyyy-MM-dd"));
    m.put("time", fmt(t, "HH:mm:ss"));
    m.put(
        "iso8601_micro",
        fmt(utc, "yyyy-MM-dd'T'HH:mm:ss") + String.format(Locale.ROOT, ".%06dZ", micros));
    m.put("iso8601", fmt(utc, "yyyy-MM-dd'T'HH:mm:ss'Z'"));
    m.put(
        "iso8601_basic", fmt(t, "yyyyMMdd'T'HHmmss") + String.format(Locale.ROOT, "%06d", micros));
    m.put("iso8601_basic_short", fmt(t, "yyyyMMdd'T'HHmmss"));
    m.put("tz", p.length > 3 ? p[3] : "UTC");
    m.put("tz_dst", p.length > 3 ? p[3] : "UTC");
    m.put("tz_offset", p.length > 2 ? p[2] : "+0000");
    return m;
  }

  /** {@code strftime %W}: weeks starting on Monday, days before the first Monday are week 0. */
  private static int weekNumber(ZonedDateTime t) {
    int yday = t.getDayOfYear() - 1;
    int wday = t.getDayOfWeek().getValue() % 7;
    return (yday + 7 - (wday + 6) % 7) / 7;
  }

  private static String fmt(ZonedDateTime t, String pattern) {
    return DateTimeFormatter.ofPattern(pattern, Locale.ROOT).format(t);
  }

  private static Map<String, Object> dns(List<String> lines) {
    List<String> servers = new ArrayList<>();
    List<String> search = new ArrayList<>();
    Map<String, Object> m = new LinkedHashMap<>();
    for (String line : lines) {
      String[] w = line.strip().split("\\s+");
      if (w.length < 2 || w[0].startsWith("#") || w[0].startsWith(";")) {
        continue;
      }
      switch (w[0]) {
        case "nameserver" -> servers.add(w[1]);
        case "search" -> search.addAll(List.of(w).subList(1, w.length));
        case "domain" -> m.put("domain", w[1]);
        case "options" -> m.put("options", options(w));
        default -> {}
      }
    }
    m.put("nameservers", servers);
    if (!search.isEmpty()) {
      m.put("search", search);
    }
    return m;
  }

  private static Map<String, Object> options(String[] words) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (String w : List.of(words).subList(1, words.length)) {
      int colon = w.indexOf(':');
      out.put(colon < 0 ? w : w.substring(0, colon), colon < 0 ? true : w.substring(colon + 1));
    }
    return out;
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
}
