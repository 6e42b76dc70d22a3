package dev.play.inventory;

import java.util.ArrayList;
import java.util.List;

/**
 * Expands Ansible host ranges: {@code node[0:3]}, {@code node[01:10:2]} (zero padding kept when the
 * begin is padded), {@code [a:c]} (alphabetic, over {@code a..zA..Z} like Python's {@code
 * string.ascii_letters}), several ranges in one name, begin defaulting to 0, end inclusive.
 *
 * <p>Differs from Ansible on purpose in one place: a numeric range whose begin is after its end is
 * an error here, where Ansible silently expands it to no host at all.
 */
final class HostRange {
  /** The most hosts one pattern may stand for: several ranges in a name multiply. */
  public static final int MAX_HOSTS = 100_000;

  private static final String LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  private HostRange() {}

  /** A malformed range; {@code index} is the 0-based position of its {@code [} in the pattern. */
  public static final class InvalidRange extends RuntimeException {
    private final int index;

    InvalidRange(String message, int index) {
      super(message, null, false, false);
      this.index = index;
    }

    public int index() {
      return index;
    }
  }

  /** True when {@code pattern} contains a range to expand. */
  public static boolean hasRange(String pattern) {
    return pattern.indexOf('[') >= 0;
  }

  /**
   * The host names {@code pattern} stands for, in order; the pattern itself when it has no range.
   */
  public static List<String> expand(String pattern) {
    return expand(pattern, 0);
  }

  private static List<String> expand(String pattern, int offset) {
    int open = pattern.indexOf('[');
    if (open < 0) {
      return List.of(pattern);
    }
    int close = pattern.indexOf(']', open);
    if (close < 0) {
      throw new InvalidRange("unterminated host range, expected ']'", offset + open);
    }
    String head = pattern.substring(0, open);
    String tail = pattern.substring(close + 1);
    List<String> out = new ArrayList<>();
    for (String item : sequence(pattern.substring(open + 1, close), offset + open)) {
      out.addAll(expand(head + item + tail, offset));
      if (out.size() > MAX_HOSTS) {
        throw new InvalidRange(
            "this pattern stands for more than " + MAX_HOSTS + " hosts", offset + open);
      }
    }
    return out;
  }

  private static List<String> sequence(String body, int at) {
    String[] bounds = body.split(":", -1);
    if (bounds.length != 2 && bounds.length != 3) {
      throw new InvalidRange(
          "host range must be begin:end or begin:end:step, got '[" + body + "]'", at);
    }
    String begin = bounds[0].isEmpty() ? "0" : bounds[0];
    String end = bounds[1];
    if (end.isEmpty()) {
      throw new InvalidRange("host range must specify an end value, got '[" + body + "]'", at);
    }
    int step = bounds.length == 3 ? number(bounds[2], body, at) : 1;
    if (step <= 0) {
      throw new InvalidRange("host range step must be positive, got '[" + body + "]'", at);
    }
    if (isLetter(begin) && isLetter(end)) {
      return letters(begin, end, step, body, at);
    }
    return numbers(begin, end, step, body, at);
  }

  private static boolean isLetter(String s) {
    return s.length() == 1 && LETTERS.indexOf(s.charAt(0)) >= 0;
  }

  private static List<String> letters(String begin, String end, int step, String body, int at) {
    int from = LETTERS.indexOf(begin.charAt(0));
    int to = LETTERS.indexOf(end.charAt(0));
    checkOrder(from, to, body, at);
    List<String> out = new ArrayList<>();
    for (int i = from; i <= to; i += step) {
      out.add(String.valueOf(LETTERS.charAt(i)));
    }
    return out;
  }

  private static List<String> numbers(String begin, String end, int step, String body, int at) {
    int width = begin.length() > 1 && begin.startsWith("0") ? begin.length() : 0;
    if (width > 0 && end.length() != width) {
      throw new InvalidRange(
          "host range must specify equal-length begin and end formats, got '[" + body + "]'", at);
    }
    int from = number(begin, body, at);
    int to = number(end, body, at);
    checkOrder(from, to, body, at);
    if (((long) to - from) / step >= MAX_HOSTS) {
      throw new InvalidRange(
          "host range '[" + body + "]' stands for more than " + MAX_HOSTS + " hosts", at);
    }
    List<String> out = new ArrayList<>();
    for (long i = from; i <= to; i += step) {
      String digits = Long.toString(i);
      out.add(width > digits.length() ? "0".repeat(width - digits.length()) + digits : digits);
    }
    return out;
  }

  private static void checkOrder(int from, int to, String body, int at) {
    if (from > to) {
      throw new InvalidRange("host range must have begin <= end, got '[" + body + "]'", at);
    }
  }

  private static int number(String text, String body, int at) {
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException e) {
      throw new InvalidRange("host range format is incorrectly specified: '[" + body + "]'", at);
    }
  }
}
