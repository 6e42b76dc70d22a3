package dev.play.expr;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Python's {@code re} patterns on Java's engine: {@code (?P<name>...)} and {@code (?P=name)} named
 * groups, {@code \Z}, and Python 3's defaults ({@code \w \d \s} match Unicode, only {@code \n} ends
 * a line).
 */
public final class PyRegex {
  private PyRegex() {}

  static Pattern compile(Object pattern, boolean ignorecase, boolean multiline) {
    int flags =
        Pattern.UNICODE_CHARACTER_CLASS
            | Pattern.UNIX_LINES
            | (ignorecase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0)
            | (multiline ? Pattern.MULTILINE : 0);
    String python = ValueFormat.str(pattern);
    try {
      return Pattern.compile(toJava(python), flags);
    } catch (PatternSyntaxException e) {
      throw new ExpressionException(
          "bad regular expression " + ValueFormat.repr(python) + ": " + e.getDescription());
    }
  }

  /** {@code pattern} as Python's {@code re.compile(pattern)} reads it. */
  public static Pattern compile(Object pattern) {
    return compile(pattern, false, false);
  }

  private static String toJava(String python) {
    return python
        .replaceAll("(?<!\\\\)\\(\\?P<", "(?<")
        .replaceAll("(?<!\\\\)\\(\\?P=(\\w+)\\)", "\\\\k<$1>")
        .replaceAll("(?<!\\\\)\\\\Z", "\\\\z");
  }
}
