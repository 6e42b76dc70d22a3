package dev.play.module.containers;

import dev.play.connection.CommandResult;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * What the docker modules share: the facts preamble (the {@code docker} CLI and a reachable daemon,
 * else exit 127 or 126), sections of one command's output ({@code @@name} lines), and {@code docker
 * inspect} JSON read as YAML (JSON is YAML). Pure apart from nothing.
 */
final class DockerCli {
  /** Exit code of the preamble when the docker CLI is missing. */
  static final int NO_CLI = 127;

  /** Exit code of the preamble when the daemon does not answer. */
  static final int NO_DAEMON = 126;

  /** Checks the CLI and the daemon; prints {@code @@api} and the server's API version. */
  static final String PREAMBLE =
      "command -v docker >/dev/null 2>&1 || { echo 'the docker CLI is not installed' >&2; exit 127; }\n"
          + "v=$(docker version --format '{{.Server.APIVersion}}' 2>&1) || { printf '%s\\n' \"$v\" >&2; exit 126; }\n"
          + "echo @@api; printf '%s\\n' \"$v\"\n";

  private DockerCli() {}

  /** A failure of the facts command: no CLI, no daemon, or what it printed. */
  static ModuleFailure factsFailure(String module, CommandResult r) {
    String err = r.stderr().strip();
    return switch (r.rc()) {
      case NO_CLI -> new ModuleFailure(module + ": the docker CLI is not installed on the host");
      case NO_DAEMON -> new ModuleFailure(module + ": cannot reach the Docker daemon: " + err);
      default ->
          new ModuleFailure(
              module + ": " + (err.isEmpty() ? "facts command failed (rc " + r.rc() + ")" : err));
    };
  }

  /** The sections of {@code out}: text after each {@code @@name} line, up to the next. */
  static Map<String, String> sections(String out) {
    Map<String, String> s = new LinkedHashMap<>();
    String key = null;
    StringBuilder text = new StringBuilder();
    for (String line : out.split("\n", -1)) {
      if (line.startsWith("@@") && line.length() > 2 && !line.contains(" ")) {
        if (key != null) {
          s.put(key, text.toString());
        }
        key = line.substring(2);
        text.setLength(0);
      } else if (key != null) {
        text.append(line).append('\n');
      }
    }
    if (key != null) {
      s.put(key, text.toString());
    }
    return s;
  }

  /** The objects of a {@code docker inspect} array; empty for {@code []} or no output. */
  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> inspect(String json) {
    String t = json == null ? "" : json.strip();
    if (t.isEmpty()) {
      return List.of();
    }
    Object o = new Yaml(new LoaderOptions()).load(t);
    List<Map<String, Object>> out = new ArrayList<>();
    if (o instanceof List<?> l) {
      l.forEach(x -> out.add((Map<String, Object>) x));
    } else if (o instanceof Map<?, ?> m) {
      out.add((Map<String, Object>) m);
    }
    return out;
  }

  /** The first object of a {@code docker inspect} array, or null. */
  static Map<String, Object> first(String json) {
    List<Map<String, Object>> l = inspect(json);
    return l.isEmpty() ? null : l.get(0);
  }

  /** The value at a path of nested maps, or null. */
  @SuppressWarnings("unchecked")
  static Object at(Map<String, Object> m, String... path) {
    Object o = m;
    for (String p : path) {
      if (!(o instanceof Map<?, ?> map)) {
        return null;
      }
      o = ((Map<String, Object>) map).get(p);
    }
    return o;
  }

  static String str(Map<String, Object> m, String... path) {
    Object o = at(m, path);
    return o == null ? "" : String.valueOf(o);
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(Map<String, Object> m, String... path) {
    return at(m, path) instanceof Map<?, ?> x ? (Map<String, Object>) x : Map.of();
  }

  static List<Object> list(Map<String, Object> m, String... path) {
    return at(m, path) instanceof List<?> x ? new ArrayList<>(x) : List.of();
  }

  static List<String> strings(Map<String, Object> m, String... path) {
    return list(m, path).stream().map(String::valueOf).toList();
  }

  /**
   * Bytes of a size as Docker's CLI parses memory sizes ({@code 512m}, {@code 2g}, {@code 1024}:
   * binary units, b k m g t p).
   */
  static long bytes(String module, String option, String size) throws ModuleFailure {
    String s = size.strip().toLowerCase(java.util.Locale.ROOT);
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kmgtp]?)(i?b)?").matcher(s);
    if (!m.matches()) {
      throw new ModuleFailure(
          module + ": " + option + " must be a size such as 512m or 2g, got '" + size + "'");
    }
    int power = "bkmgtp".indexOf(m.group(2).isEmpty() ? "b" : m.group(2));
    return (long) (Double.parseDouble(m.group(1)) * Math.pow(1024, power));
  }

  /**
   * Bytes of a size Docker prints ({@code 1.982MB}, {@code 0B}, {@code 12.5kB}: decimal units, as
   * its {@code HumanSize}); 0 when unreadable.
   */
  static long printedBytes(String size) {
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("([\\d.]+)\\s*([kKMGTP]?)B").matcher(size.strip());
    if (!m.lookingAt()) {
      return 0;
    }
    int power =
        "BKMGTP"
            .indexOf(m.group(2).isEmpty() ? "B" : m.group(2).toUpperCase(java.util.Locale.ROOT));
    return Math.round(Double.parseDouble(m.group(1)) * Math.pow(1000, power));
  }
}
