package dev.play.inventory;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an INI host line into words like Python's {@code shlex.split(line, comments=True)}, as
 * Ansible does: whitespace separates words, single quotes are literal, double quotes honour {@code
 * \"} and {@code \\}, a backslash outside quotes escapes the next character, and an unquoted {@code
 * #} starts a comment even in the middle of a word.
 */
final class ShellWords {
  private final String text;
  private int pos;

  private ShellWords(String text) {
    this.text = text;
  }

  /** A quoting error; {@code index} is the 0-based position the problem was found at. */
  static final class Unbalanced extends RuntimeException {
    final int index;

    Unbalanced(String message, int index) {
      super(message, null, false, false);
      this.index = index;
    }
  }

  /** A word with the 0-based index where it starts in the line. */
  record Word(String text, int start) {}

  static List<Word> split(String line) {
    return new ShellWords(line).words();
  }

  private List<Word> words() {
    List<Word> out = new ArrayList<>();
    while (true) {
      skipBlanks();
      if (pos >= text.length() || text.charAt(pos) == '#') {
        return out;
      }
      int start = pos;
      String word = word();
      out.add(new Word(word, start));
    }
  }

  private void skipBlanks() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private String word() {
    StringBuilder sb = new StringBuilder();
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (Character.isWhitespace(c)) {
        break;
      }
      if (c == '#') {
        pos = text.length();
        break;
      }
      pos++;
      switch (c) {
        case '\'' -> single(sb);
        case '"' -> doubled(sb);
        case '\\' -> sb.append(escaped());
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  private char escaped() {
    if (pos >= text.length()) {
      throw new Unbalanced("No escaped character", pos - 1);
    }
    return text.charAt(pos++);
  }

  private void single(StringBuilder sb) {
    int close = text.indexOf('\'', pos);
    if (close < 0) {
      throw new Unbalanced("No closing quotation", pos - 1);
    }
    sb.append(text, pos, close);
    pos = close + 1;
  }

  private void doubled(StringBuilder sb) {
    int open = pos - 1;
    while (pos < text.length()) {
      char c = text.charAt(pos++);
      if (c == '"') {
        return;
      }
      if (c == '\\'
          && pos < text.length()
          && (text.charAt(pos) == '"' || text.charAt(pos) == '\\')) {
        c = text.charAt(pos++);
      }
      sb.append(c);
    }
    throw new Unbalanced("No closing quotation", open);
  }
}
