package dev.play.facts;

import dev.play.expr.ValueFormat;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * configparser's {@code BasicInterpolation}, as {@code ConfigParser.get} applies it to an option:
 * {@code %(name)s} is the value of option {@code name} of the same section (or DEFAULT), itself
 * interpolated, at most 10 deep; {@code %%} is {@code %}. Failures carry Python's messages. Ten
 * levels of references to several options each grow exponentially, so one file's values follow at
 * most {@link #MAX_STEPS} references and a value expands to at most {@link #MAX_LENGTH} characters;
 * past that, the value fails (configparser has no such bound). One instance per file.
 */
final class IniInterpolation {
  private static final int MAX_DEPTH = 10;

  /** The most characters one value with references expands to. */
  static final int MAX_LENGTH = 1 << 20;

  /** The most references one file's values follow, together. */
  static final int MAX_STEPS = 100_000;

  private static final Pattern KEY = Pattern.compile("%\\(([^)]+)\\)s");

  private int steps;

  /** One value being expanded: its raw text (for messages), its options and what it became. */
  private record Value(String raw, Map<String, String> options, StringBuilder out) {}

  /**
   * {@code raw} interpolated with {@code options} (the section's and DEFAULT's raw values).
   *
   * @throws IllegalArgumentException with configparser's message for a bad or missing reference, or
   *     for a value past the bounds
   */
  String expand(String raw, Map<String, String> options) {
    if (raw.indexOf('%') < 0) {
      return raw;
    }
    Value v = new Value(raw, options, new StringBuilder());
    expand(v, raw, 1);
    return v.out().toString();
  }

  private void expand(Value v, String rest, int depth) {
    if (depth > MAX_DEPTH) {
      throw new IllegalArgumentException(
          "Recursion limit exceeded in value substitution: option contains an"
              + " interpolation key which cannot be substituted in "
              + MAX_DEPTH
              + " steps. Raw value: "
              + ValueFormat.repr(v.raw()));
    }
    int at = 0;
    while (at < rest.length()) {
      int p = rest.indexOf('%', at);
      if (p < 0) {
        append(v, rest, at, rest.length());
        return;
      }
      append(v, rest, at, p);
      char next = p + 1 < rest.length() ? rest.charAt(p + 1) : 0;
      if (next == '%') {
        append(v, "%", 0, 1);
        at = p + 2;
      } else if (next == '(') {
        at = reference(v, rest, p, depth);
      } else {
        throw new IllegalArgumentException(
            "'%' must be followed by '%' or '(', found: " + ValueFormat.repr(rest.substring(p)));
      }
    }
  }

  private static void append(Value v, String text, int from, int to) {
    if (v.out().length() + (to - from) > MAX_LENGTH) {
      throw new IllegalArgumentException(
          "value substitution gives more than "
              + MAX_LENGTH
              + " characters. Raw value: "
              + ValueFormat.repr(v.raw()));
    }
    v.out().append(text, from, to);
  }

  /** Expands the {@code %(name)s} at {@code rest[at]}; returns where what follows it starts. */
  private int reference(Value v, String rest, int at, int depth) {
    Matcher m = KEY.matcher(rest).region(at, rest.length());
    if (!m.lookingAt()) {
      throw new IllegalArgumentException(
          "bad interpolation variable reference " + ValueFormat.repr(rest.substring(at)));
    }
    if (++steps > MAX_STEPS) {
      throw new IllegalArgumentException(
          "value substitution takes more than "
              + MAX_STEPS
              + " references in one file. Raw value: "
              + ValueFormat.repr(v.raw()));
    }
    String name = m.group(1).toLowerCase(Locale.ROOT);
    String value = v.options().get(name);
    if (value == null) {
      throw new IllegalArgumentException(
          "Bad value substitution: option contains an interpolation key "
              + ValueFormat.repr(name)
              + " which is not a valid option name. Raw value: "
              + ValueFormat.repr(v.raw()));
    }
    if (value.contains("%")) {
      expand(v, value, depth + 1);
    } else {
      append(v, value, 0, value.length());
    }
    return m.end();
  }
}
