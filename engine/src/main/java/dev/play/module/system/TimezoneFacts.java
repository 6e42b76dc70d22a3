package dev.play.module.system;

import static dev.play.value.Shell.quote;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code timezone} reads, in one command: {@code timedatectl status} where timedatectl works
 * (Ansible's systemd flavour), else {@code /etc/timezone}, the {@code /etc/localtime} link, {@code
 * /etc/default/rcS} and {@code /etc/adjtime} (its Debian flavour). The values are read from them as
 * Ansible reads them. Parsing is pure.
 *
 * @param lines the script's {@code key=value} lines
 */
record TimezoneFacts(Map<String, String> lines) {
  static final String ZONEINFO = "/usr/share/zoneinfo/";
  static final String TIMEZONE_FILE = "/etc/timezone";
  static final String RCS_FILE = "/etc/default/rcS";
  private static final Pattern TD_NAME =
      Pattern.compile("^\\s*Time ?zone\\s*:\\s*(\\S+)", Pattern.MULTILINE);
  private static final Pattern TD_RTC =
      Pattern.compile("^\\s*RTC in local TZ\\s*:\\s*(\\S+)", Pattern.MULTILINE);
  static final Pattern NAME_LINE = Pattern.compile("^(\\S+)", Pattern.MULTILINE);
  static final Pattern UTC_LINE = Pattern.compile("^UTC\\s*=\\s*(\\S+)", Pattern.MULTILINE);
  private static final Pattern ADJTIME = Pattern.compile("^(UTC|LOCAL)$", Pattern.MULTILINE);
  private static final Pattern LINKED_ZONE = Pattern.compile("/(?:usr/share|etc)/zoneinfo/(.*)");

  /** The facts command; {@code name} (or null) is the zone the task asks for. */
  static String script(String name) {
    StringBuilder s =
        new StringBuilder("LC_ALL=C; export LC_ALL; PATH=$PATH:/usr/local/sbin:/usr/sbin:/sbin\n");
    s.append(
        "file() { if [ ! -e \"$2\" ]; then echo \"$1=-\"; elif c=$(base64 -w0 < \"$2\"); then echo \"$1=+$c\";"
            + " else echo \"$1=!\"; fi; }\n");
    if (name != null) {
      s.append("[ -f ").append(quote(ZONEINFO + name)).append(" ] && echo zonefile=1\n");
    }
    s.append("if command -v timedatectl >/dev/null 2>&1 && timedatectl >/dev/null 2>&1; then\n")
        .append(
            "  echo \"timedatectl=$(command -v timedatectl)\"; echo \"status=$(timedatectl status | base64 -w0)\"\n")
        .append("else\n")
        .append("  file timezone ")
        .append(TIMEZONE_FILE)
        .append("; file rcs ")
        .append(RCS_FILE)
        .append("; file adjtime /etc/adjtime\n")
        .append(
            "  if [ -L /etc/localtime ]; then echo \"link=$(readlink /etc/localtime)\"; [ -e /etc/localtime ] && echo link_ok=1\n");
    if (name != null) {
      s.append("  elif cmp -s /etc/localtime ")
          .append(quote(ZONEINFO + name))
          .append("; then echo same=1\n");
    }
    s.append("  fi\n")
        .append("  command -v dpkg-reconfigure >/dev/null 2>&1 && echo reconfigure=1\n")
        .append("  echo \"hwclock=$(command -v hwclock)\"\n")
        .append("fi\ntrue");
    return s.toString();
  }

  static TimezoneFacts parse(String output) {
    Map<String, String> lines = new HashMap<>();
    for (String line : output.split("\n")) {
      int eq = line.indexOf('=');
      if (eq > 0) {
        lines.putIfAbsent(line.substring(0, eq), line.substring(eq + 1));
      }
    }
    return new TimezoneFacts(lines);
  }

  boolean systemd() {
    return lines.containsKey("timedatectl");
  }

  String timedatectl() {
    return lines.get("timedatectl");
  }

  boolean zoneAvailable() {
    return lines.containsKey("zonefile");
  }

  boolean reconfigure() {
    return lines.containsKey("reconfigure");
  }

  String hwclockPath() {
    return lines.getOrDefault("hwclock", "");
  }

  /** The zone now: timedatectl's, else /etc/timezone's unless /etc/localtime says otherwise. */
  String name(String planned) throws ModuleFailure {
    if (systemd()) {
      return status(TD_NAME, "Time zone");
    }
    String value = configValue("timezone", TIMEZONE_FILE, NAME_LINE, "name");
    if (!value.equals(planned)) {
      return value;
    }
    String link = lines.get("link");
    if (link == null) {
      return lines.containsKey("same") ? value : "n/a";
    }
    Matcher m = LINKED_ZONE.matcher(link);
    if (!lines.containsKey("link_ok") || !m.find()) {
      return "n/a";
    }
    return m.group(1);
  }

  /** Whether the hardware clock keeps local time ({@code local}) or {@code UTC}, or {@code n/a}. */
  String hwclock(String planned) throws ModuleFailure {
    if (systemd()) {
      return bool(status(TD_RTC, "RTC in local TZ"), "RTC in local TZ") ? "local" : "UTC";
    }
    String value = configValue("rcs", RCS_FILE, UTC_LINE, "hwclock");
    if (!value.equals("n/a")) {
      value = bool(value, "UTC") ? "UTC" : "local";
    }
    if (!value.equals(planned)) {
      return value;
    }
    String adjtime = content("adjtime", "/etc/adjtime", "adjtime");
    Matcher m = ADJTIME.matcher(adjtime == null ? "" : adjtime);
    return m.find() && m.group(1).equals("LOCAL") ? "local" : "UTC";
  }

  /** A file's text, null when absent. */
  String content(String key, String path, String what) throws ModuleFailure {
    String v = lines.getOrDefault(key, "-");
    if (v.equals("!")) {
      throw new ModuleFailure(
          TimezoneModule.error(
              "tried to configure "
                  + what
                  + " using a file \""
                  + path
                  + "\", but could not read it"));
    }
    return v.startsWith("+")
        ? new String(Base64.getDecoder().decode(v.substring(1)), StandardCharsets.UTF_8)
        : null;
  }

  private String configValue(String key, String path, Pattern pattern, String what)
      throws ModuleFailure {
    String text = content(key, path, what);
    Matcher m = pattern.matcher(text == null ? "" : text);
    return m.find() ? m.group(1) : "n/a";
  }

  private String status(Pattern pattern, String field) throws ModuleFailure {
    String status =
        new String(
            Base64.getDecoder().decode(lines.getOrDefault("status", "")), StandardCharsets.UTF_8);
    Matcher m = pattern.matcher(status);
    if (!m.find()) {
      throw new ModuleFailure(TimezoneModule.error("timedatectl status shows no '" + field + "'"));
    }
    return m.group(1);
  }

  private static boolean bool(String value, String field) throws ModuleFailure {
    Boolean b = Args.toBool(value);
    if (b == null) {
      throw new ModuleFailure(
          TimezoneModule.error("cannot read " + field + " value '" + value + "' as a boolean"));
    }
    return b;
  }
}
