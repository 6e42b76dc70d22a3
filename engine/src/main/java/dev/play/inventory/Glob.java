package dev.play.inventory;

import java.util.regex.Pattern;

/** Shell-style globs to regexes like Python's {@code fnmatch.translate} (case-sensitive). */
public final class Glob {
  private Glob() {}

  public static String toRegex(String glob) {
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < glob.length()) {
      char c = glob.charAt(i++);
      switch (c) {
        case '*' -> out.append(".*");
        case '?' -> out.append('.');
        case '[' -> i = bracket(glob, i, out);
        default -> out.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return out.toString();
  }

  /**
   * Appends the character class starting after {@code [} at {@code i}; a lone {@code [} is literal.
   */
  private static int bracket(String glob, int i, StringBuilder out) {
    int j = i;
    if (j < glob.length() && glob.charAt(j) == '!') {
      j++;
    }
    if (j < glob.length() && glob.charAt(j) == ']') {
      j++;
    }
    int close = glob.indexOf(']', j);
    if (close < 0) {
      out.append("\\[");
      return i;
    }
    String body = glob.substring(i, close).replace("\\", "\\\\").replace("[", "\\[");
    if (body.startsWith("!")) {
      body = "^" + body.substring(1);
    } else if (body.startsWith("^")) {
      body = "\\" + body;
    }
    out.append('[').append(body).append(']');
    return close + 1;
  }
}
