package dev.play.facts;

import dev.play.expr.ValueFormat;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * configparser's {@code BasicInterpolation}, as {@code ConfigParser.get} applies it to an option:
 * {@code %(name)s} is the value of option {@code name} of the same section (or DEFAULT), itself
 * interpolated, at most 10 deep; {@code %%} is {@code %}. Failures carry Python's messages. Pure.
 */
final class IniInterpolation {
  private static final int MAX_DEPTH = 10;
  private static final Pattern KEY = Pattern.compile("%\\(([^)]+)\\)s");

  private IniInterpolation() {}

  /**
   * {@code raw} interpolated with {@code options} (the section's and DEFAULT's raw values).
   *
   * @throws IllegalArgumentException with configparser's message for a bad or missing reference
   */
  static String expand(String raw, Map<String, String> options) {
    StringBuilder out = new StringBuilder();
    expand(raw, raw, options, out, 1);
    return out.toString();
  }

  private static void expand(
      String raw, String rest, Map<String, String> options, StringBuilder out, int depth) {
    if (depth > MAX_DEPTH) {
      throw new IllegalArgumentException(
          "Recursion limit exceeded in value substitution: option contains an"
              + " interpolation key which cannot be substituted in "
              + MAX_DEPTH
              + " steps. Raw value: "
              + ValueFormat.repr(raw));
    }
    while (!rest.isEmpty()) {
      int p = rest.indexOf('%');
      if (p < 0) {
        out.append(rest);
        return;
      }
      out.append(rest, 0, p);
      rest = rest.substring(p);
      String next = rest.length() > 1 ? rest.substring(1, 2) : "";
      if (next.equals("%")) {
        out.append('%');
        rest = rest.substring(2);
      } else if (next.equals("(")) {
        rest = reference(raw, rest, options, out, depth);
      } else {
        throw new IllegalArgumentException(
            "'%' must be followed by '%' or '(', found: " + ValueFormat.repr(rest));
      }
    }
  }

  /** Expands the {@code %(name)s} that {@code rest} starts with; returns what follows it. */
  private static String reference(
      String raw, String rest, Map<String, String> options, StringBuilder out, int depth) {
    Matcher m = KEY.matcher(rest);
    if (!m.lookingAt()) {
      throw new IllegalArgumentException(
          "bad interpolation variable reference " + ValueFormat.repr(rest));
    }
    String name = m.group(1).toLowerCase(Locale.ROOT);
    String value = options.get(name);
    if (value == null) {
      throw new IllegalArgumentException(
          "Bad value substitution: option contains an interpolation key "
              + ValueFormat.repr(name)
              + " which is not a valid option name. Raw value: "
              + ValueFormat.repr(raw));
    }
    if (value.contains("%")) {
      expand(raw, value, options, out, depth + 1);
    } else {
      out.append(value);
    }
    return rest.substring(m.end());
  }
}
