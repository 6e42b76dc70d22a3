package dev.play.expr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Path filters, as Python's {@code os.path} computes them on the controller: {@code basename},
 * {@code dirname}, {@code splitext}, {@code realpath}, {@code expanduser}, {@code expandvars},
 * {@code path_join}.
 */
final class PathFilters {
  private static final Pattern VARIABLE = Pattern.compile("\\$(\\w+|\\{([^}]*)\\})");

  private PathFilters() {}

  static Object basename(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    return s.substring(s.lastIndexOf('/') + 1);
  }

  static Object dirname(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    int slash = s.lastIndexOf('/');
    if (slash < 0) {
      return "";
    }
    String head = s.substring(0, slash + 1);
    return head.matches("/+") ? head : head.replaceAll("/+$", "");
  }

  /** {@code splitext}: a tuple (root, extension); leading dots of a name are not an extension. */
  static Object splitext(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    int dot = s.lastIndexOf('.');
    int nameStart = s.lastIndexOf('/') + 1;
    boolean onlyLeadingDots =
        dot < nameStart || s.substring(nameStart, dot).chars().allMatch(c -> c == '.');
    return onlyLeadingDots ? Tuple.of(s, "") : Tuple.of(s.substring(0, dot), s.substring(dot));
  }

  /** {@code realpath}: absolute, symbolic links resolved as far as the path exists. */
  static Object realpath(Object v, List<Object> args) {
    Path path = path(v).toAbsolutePath().normalize();
    Path existing = path;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    try {
      return existing == null
          ? path.toString()
          : existing.toRealPath().resolve(existing.relativize(path)).normalize().toString();
    } catch (IOException e) {
      return path.toString();
    }
  }

  private static Path path(Object v) {
    try {
      return Path.of(ValueFormat.str(v));
    } catch (InvalidPathException e) {
      throw new ExpressionException(
          "not a path: " + ValueFormat.repr(v) + " (" + e.getReason() + ")");
    }
  }

  /** {@code expanduser}: a leading {@code ~} or {@code ~user} as that home directory. */
  static Object expanduser(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    if (!s.startsWith("~")) {
      return s;
    }
    int slash = s.indexOf('/') < 0 ? s.length() : s.indexOf('/');
    String user = s.substring(1, slash);
    Optional<String> home =
        user.isEmpty()
            ? Optional.ofNullable(System.getenv("HOME"))
                .or(() -> Optional.of(System.getProperty("user.home")))
            : homeOf(user);
    return home.map(h -> h.replaceAll("/+$", "") + s.substring(slash))
        .map(p -> p.isEmpty() ? "/" : p)
        .orElse(s);
  }

  private static Optional<String> homeOf(String user) {
    try (var lines = Files.lines(Path.of("/etc/passwd"))) {
      return lines
          .map(l -> l.split(":", -1))
          .filter(f -> f.length > 5 && f[0].equals(user))
          .map(f -> f[5])
          .findFirst();
    } catch (IOException | RuntimeException e) {
      return Optional.empty();
    }
  }

  /**
   * {@code expandvars}: {@code $NAME} and {@code ${NAME}} from the controller's environment;
   * unknown ones kept.
   */
  static Object expandvars(Object v, List<Object> args) {
    Map<String, String> env = System.getenv();
    Matcher m = VARIABLE.matcher(ValueFormat.str(v));
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String name = m.group(2) != null ? m.group(2) : m.group(1);
      m.appendReplacement(out, Matcher.quoteReplacement(env.getOrDefault(name, m.group())));
    }
    return m.appendTail(out).toString();
  }

  /** {@code path_join}: Python's {@code os.path.join} of a list (an absolute part starts over). */
  static Object pathJoin(Object v, List<Object> args) {
    List<Object> parts = v instanceof String ? List.of(v) : ListFilters.items(v);
    StringBuilder out = new StringBuilder();
    for (Object part : parts) {
      String p = ValueFormat.str(part);
      if (p.startsWith("/")) {
        out.setLength(0);
      } else if (!out.isEmpty() && out.charAt(out.length() - 1) != '/') {
        out.append('/');
      }
      out.append(p);
    }
    return out.toString();
  }
}
