package dev.play.expr;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** String filters; non-strings are first converted with Python's {@code str()}. */
final class TextFilters {
  private static final Pattern WORD_BEGINNING =
      Pattern.compile("([^-\\s({\\[<]*)([-\\s({\\[<]*)", Pattern.UNICODE_CHARACTER_CLASS);

  private static final Pattern WORD = Pattern.compile("\\w+", Pattern.UNICODE_CHARACTER_CLASS);

  private TextFilters() {}

  static Object lower(Object v, List<Object> args) {
    return ValueFormat.str(v).toLowerCase(Locale.ROOT);
  }

  static Object upper(Object v, List<Object> args) {
    return ValueFormat.str(v).toUpperCase(Locale.ROOT);
  }

  /** {@code trim(chars=None)}: whitespace, or the given characters, stripped from both ends. */
  static Object trim(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    if (args.get(0) == null) {
      return s.strip();
    }
    return PySplit.strip(s, ValueFormat.str(args.get(0)), true, true);
  }

  static Object capitalize(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    return s.isEmpty()
        ? s
        : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1).toLowerCase(Locale.ROOT);
  }

  /** {@code replace(old, new, count=None)}. */
  static Object replace(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    String from = ValueFormat.str(args.get(0));
    String to = ValueFormat.str(args.get(1));
    if (args.get(2) == null) {
      return s.replace(from, to);
    }
    long count = Numbers.integerArg(args.get(2), "replace: count");
    StringBuilder out = new StringBuilder();
    int at = 0;
    for (int found;
        count-- > 0 && !from.isEmpty() && (found = s.indexOf(from, at)) >= 0;
        at = found + from.length()) {
      out.append(s, at, found).append(to);
    }
    return out.append(s.substring(at)).toString();
  }

  /**
   * Python's {@code str.split(sep=None, maxsplit=-1)}: no separator splits on runs of whitespace;
   * at most maxsplit splits when it is not negative.
   */
  static Object split(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    long max = Numbers.integerArg(args.get(1), "split: maxsplit");
    if (args.get(0) != null) {
      int limit = max < 0 || max >= Integer.MAX_VALUE ? -1 : (int) max + 1;
      return List.of(s.split(Pattern.quote(ValueFormat.str(args.get(0))), limit));
    }
    return Collections.unmodifiableList(PySplit.split(s, null, max));
  }

  /**
   * {@code regex_replace(pattern, replacement='', ignorecase=False, multiline=False)}; {@code \\1}
   * and {@code \\g<name>} refer to groups.
   */
  static Object regexReplace(Object v, List<Object> args) {
    String replacement =
        ValueFormat.str(args.get(1))
            .replace("$", "\\$")
            .replaceAll("\\\\(\\d)", "\\$$1")
            .replaceAll("\\\\g<(\\w+)>", "\\${$1}");
    Matcher m =
        PyRegex.compile(args.get(0), Truthiness.isTrue(args.get(2)), Truthiness.isTrue(args.get(3)))
            .matcher(ValueFormat.str(v));
    try {
      return m.replaceAll(replacement);
    } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
      throw new ExpressionException(
          "bad replacement "
              + ValueFormat.repr(args.get(1))
              + ": "
              + e.getMessage().lines().findFirst().orElse(""));
    }
  }

  /** Jinja's {@code title}: each word (after a space, '-', or an opening bracket) capitalized. */
  static Object title(Object v, List<Object> args) {
    Matcher m = WORD_BEGINNING.matcher(ValueFormat.str(v));
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      out.append(capitalize(m.group(1), List.of())).append(m.group(2));
    }
    return out.toString();
  }

  /**
   * Jinja's {@code indent(width=4, first=False, blank=False)}: lines after the first (and not
   * blank) indented.
   */
  static Object indent(Object v, List<Object> args) {
    String indentation =
        args.get(0) instanceof String w
            ? w
            : " ".repeat(Numbers.integerArg(args.get(0), "indent: width", 0, 1000));
    List<String> lines = (ValueFormat.str(v) + "\n").lines().toList();
    StringBuilder out =
        new StringBuilder(Truthiness.isTrue(args.get(1)) ? indentation : "").append(lines.get(0));
    for (String line : lines.subList(1, lines.size())) {
      out.append('\n')
          .append(line.isEmpty() && !Truthiness.isTrue(args.get(2)) ? "" : indentation)
          .append(line);
    }
    return out.toString();
  }

  /** Jinja's {@code wordcount}: the runs of word characters. */
  static Object wordcount(Object v, List<Object> args) {
    return (int) WORD.matcher(ValueFormat.str(v)).results().count();
  }

  /**
   * Jinja's {@code truncate(length=255, killwords=False, end='...', leeway=5)}: text longer than
   * length + leeway cut to length (at a word boundary unless killwords), ending in {@code end}.
   */
  static Object truncate(Object v, List<Object> args) {
    String s = ValueFormat.str(v);
    String end = ValueFormat.str(args.get(2));
    int length =
        Numbers.integerArg(args.get(0), "truncate: length", end.length(), Integer.MAX_VALUE);
    int leeway = Numbers.integerArg(args.get(3), "truncate: leeway", 0, Integer.MAX_VALUE);
    if (s.length() <= (long) length + leeway) {
      return s;
    }
    String head = s.substring(0, length - end.length());
    boolean atWord = !Truthiness.isTrue(args.get(1)) && head.lastIndexOf(' ') >= 0;
    return (atWord ? head.substring(0, head.lastIndexOf(' ')) : head) + end;
  }
}
