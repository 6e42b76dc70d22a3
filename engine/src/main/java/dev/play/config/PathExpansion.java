package dev.play.config;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A path setting made absolute as Ansible makes it: {@code {{CWD}}} is the working directory,
 * {@code $NAME} and {@code ${NAME}} are environment variables (unknown ones stay as written), a
 * leading {@code ~} is the home directory, and a relative path is relative to {@code base} (the
 * directory of the file it was read from, else the working directory). Symbolic links are kept;
 * {@code .} and {@code ..} are removed.
 */
public final class PathExpansion {
  private static final Pattern VARIABLE = Pattern.compile("\\$(\\w+|\\{[^}]*\\})");

  private PathExpansion() {}

  public static Path expand(String text, Path base, LocalEnvironment env) {
    String s = text.replace("{{CWD}}", env.cwd().toString());
    s = home(variables(s, env), env);
    return base.resolve(s).normalize();
  }

  private static String variables(String s, LocalEnvironment env) {
    Matcher m = VARIABLE.matcher(s);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      String name =
          m.group(1).startsWith("{")
              ? m.group(1).substring(1, m.group(1).length() - 1)
              : m.group(1);
      String value = env.variable(name);
      m.appendReplacement(out, Matcher.quoteReplacement(value == null ? m.group() : value));
    }
    return m.appendTail(out).toString();
  }

  /** {@code ~} and {@code ~/...}; {@code ~user} stays as written. */
  private static String home(String s, LocalEnvironment env) {
    if (s.equals("~") || s.startsWith("~/")) {
      return env.home() + s.substring(1);
    }
    return s;
  }
}
