package dev.play.facts;

import dev.play.connection.ShellScripts;
import dev.play.facts.format.FactOutput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * More of Ansible's {@code min} facts: real and effective user and group ids, {@code user_gecos},
 * {@code domain}, Debian's {@code distribution_minor_version} (from {@code /etc/debian_version}),
 * and, when the host has a {@code python3}, {@code python} and {@code python_version} (play itself
 * needs none: a host without it just lacks these two). Pure parsing.
 */
final class PlatformFacts {
  /** The commands ({@code platform.sh}). */
  static final String SCRIPT = ShellScripts.load(PlatformFacts.class, "platform.sh");

  private static final Pattern DEBIAN_VERSION = Pattern.compile("(\\d+)\\.(\\d+)");

  private PlatformFacts() {}

  static void parse(FactOutput o, Map<String, Object> f) {
    String[] ids = o.get("ids", "").split(" ");
    if (ids.length == 4) {
      List<String> names =
          List.of("real_user_id", "real_group_id", "effective_user_id", "effective_group_id");
      for (int i = 0; i < 4; i++) {
        f.put(names.get(i), integer(ids[i]));
      }
    }
    f.put("user_gecos", o.get("user_gecos", ""));
    String fqdn = String.valueOf(f.getOrDefault("fqdn", ""));
    f.put("domain", fqdn.contains(".") ? fqdn.substring(fqdn.indexOf('.') + 1) : "");
    if ("Debian".equals(f.get("distribution"))) {
      for (String line : o.section("debian_version")) {
        Matcher m = DEBIAN_VERSION.matcher(line.strip());
        if (m.find()) {
          f.put("distribution_minor_version", m.group(2));
        }
      }
    }
    python(o.get("python", ""), f);
  }

  /** {@code python} as Ansible reports the interpreter: executable, type, version, version_info. */
  private static void python(String line, Map<String, Object> f) {
    String[] p = line.split(" ", 9);
    if (p.length < 9) {
      return;
    }
    Map<String, Object> version = new LinkedHashMap<>();
    version.put("major", integer(p[1]));
    version.put("minor", integer(p[2]));
    version.put("micro", integer(p[3]));
    version.put("releaselevel", p[4]);
    version.put("serial", integer(p[5]));
    Map<String, Object> python = new LinkedHashMap<>();
    python.put("executable", p[8]);
    python.put("has_sslcontext", p[7].equals("1"));
    python.put("type", p[0]);
    python.put("version", version);
    python.put(
        "version_info", List.of(integer(p[1]), integer(p[2]), integer(p[3]), p[4], integer(p[5])));
    f.put("python", python);
    f.put("python_version", p[6]);
  }

  private static Object integer(String s) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      return s;
    }
  }
}
