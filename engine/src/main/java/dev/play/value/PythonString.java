package dev.play.value;

import java.util.Optional;

/** Reads one Python string literal ({@code '..'}, {@code ".."}, triple-quoted, raw or not). */
final class PythonString {
  private PythonString() {}

  /** The string's value and the index just after its closing quote. */
  record Read(String value, int end) {}

  /** The literal whose opening quote is at {@code start}, or empty when it is not closed. */
  static Optional<Read> read(String text, int start, boolean raw) {
    char q = text.charAt(start);
    String quote =
        text.startsWith(String.valueOf(q).repeat(3), start)
            ? String.valueOf(q).repeat(3)
            : String.valueOf(q);
    StringBuilder sb = new StringBuilder();
    int i = start + quote.length();
    while (i < text.length()) {
      if (text.startsWith(quote, i)) {
        return Optional.of(new Read(sb.toString(), i + quote.length()));
      }
      char c = text.charAt(i);
      if (c == '\n' && quote.length() == 1) {
        return Optional.empty();
      }
      if (c == '\\' && i + 1 < text.length()) {
        i = raw ? appendRaw(sb, text, i) : appendEscape(sb, text, i);
      } else {
        sb.append(c);
        i++;
      }
    }
    return Optional.empty();
  }

  private static int appendRaw(StringBuilder sb, String text, int i) {
    sb.append('\\').append(text.charAt(i + 1));
    return i + 2;
  }

  private static int appendEscape(StringBuilder sb, String text, int i) {
    char e = text.charAt(i + 1);
    switch (e) {
      case 'n' -> sb.append('\n');
      case 't' -> sb.append('\t');
      case 'r' -> sb.append('\r');
      case '0' -> sb.append('\0');
      case '\\', '\'', '"' -> sb.append(e);
      case '\n' -> {}
      case 'x' -> {
        return appendCode(sb, text, i, 2);
      }
      case 'u' -> {
        return appendCode(sb, text, i, 4);
      }
      default -> sb.append('\\').append(e);
    }
    return i + 2;
  }

  private static int appendCode(StringBuilder sb, String text, int i, int digits) {
    int from = i + 2;
    if (from + digits > text.length()) {
      sb.append(text, i, i + 2);
      return i + 2;
    }
    try {
      sb.append((char) Integer.parseInt(text.substring(from, from + digits), 16));
      return from + digits;
    } catch (NumberFormatException ex) {
      sb.append(text, i, i + 2);
      return i + 2;
    }
  }
}
