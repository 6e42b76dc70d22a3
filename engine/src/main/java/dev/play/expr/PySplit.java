package dev.play.expr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Python's {@code str.split}, {@code rsplit} and {@code strip} family. */
final class PySplit {
  private PySplit() {}

  static List<Object> split(String s, String sep, long maxsplit) {
    List<Object> out = new ArrayList<>();
    if (sep == null) {
      splitWhitespace(s, maxsplit, out);
      return out;
    }
    requireSeparator(sep);
    int at = 0;
    for (int found;
        (maxsplit < 0 || out.size() < maxsplit) && (found = s.indexOf(sep, at)) >= 0;
        at = found + sep.length()) {
      out.add(s.substring(at, found));
    }
    out.add(s.substring(at));
    return out;
  }

  static List<Object> rsplit(String s, String sep, long maxsplit) {
    if (maxsplit < 0) {
      return split(s, sep, maxsplit);
    }
    List<Object> out = new ArrayList<>();
    if (sep == null) {
      String reversed = new StringBuilder(s).reverse().toString();
      splitWhitespace(reversed, maxsplit, out);
      out.replaceAll(part -> new StringBuilder((String) part).reverse().toString());
      Collections.reverse(out);
      return out;
    }
    requireSeparator(sep);
    int end = s.length();
    for (int found;
        out.size() < maxsplit && (found = s.lastIndexOf(sep, end - sep.length())) >= 0;
        end = found) {
      out.add(s.substring(found + sep.length(), end));
    }
    out.add(s.substring(0, end));
    Collections.reverse(out);
    return out;
  }

  private static void requireSeparator(String sep) {
    if (sep.isEmpty()) {
      throw new ExpressionException("empty separator");
    }
  }

  private static void splitWhitespace(String s, long maxsplit, List<Object> out) {
    int i = skip(s, 0);
    while (i < s.length()) {
      if (maxsplit >= 0 && out.size() >= maxsplit) {
        out.add(s.substring(i));
        return;
      }
      int end = i;
      while (end < s.length() && !Character.isWhitespace(s.charAt(end))) {
        end++;
      }
      out.add(s.substring(i, end));
      i = skip(s, end);
    }
  }

  private static int skip(String s, int i) {
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
      i++;
    }
    return i;
  }

  /** {@code chars} null: whitespace. */
  static String strip(String s, String chars, boolean left, boolean right) {
    int begin = 0;
    int end = s.length();
    while (left && begin < end && stripped(s.charAt(begin), chars)) {
      begin++;
    }
    while (right && end > begin && stripped(s.charAt(end - 1), chars)) {
      end--;
    }
    return s.substring(begin, end);
  }

  private static boolean stripped(char c, String chars) {
    return chars == null ? Character.isWhitespace(c) : chars.indexOf(c) >= 0;
  }
}
