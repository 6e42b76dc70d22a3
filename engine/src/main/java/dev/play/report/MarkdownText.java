package dev.play.report;

/**
 * Text made safe for the Markdown report: names and messages escaped so that they read as written
 * (no emphasis, link, table cell break or HTML tag), and fences that no diff can close.
 */
final class MarkdownText {
  /** The most characters of a message shown; longer ones end with an ellipsis. */
  static final int MESSAGE_CHARS = 240;

  /** The most characters of a name (role, task, host, item) shown. */
  static final int NAME_CHARS = 160;

  private MarkdownText() {}

  /**
   * {@code text} for Markdown (a paragraph, a list item or a table cell): on one line, HTML's
   * {@code & < >} and the cell separator {@code |} as character references, Markdown's punctuation
   * backslash-escaped.
   */
  static String inline(String text) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '|' -> out.append("&#124;");
        case '\\', '`', '*', '_', '[', ']', '~', '#', '!' -> out.append('\\').append(c);
        case '\n', '\r', '\t' -> out.append(' ');
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * {@code text} inside HTML ({@code <summary>}): on one line, {@code & < > "} as character
   * references.
   */
  static String html(String text) {
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\n', '\r', '\t' -> out.append(' ');
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /** {@code text}, at most {@code max} characters: longer, its start and an ellipsis. */
  static String shorten(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int end = max - 1;
    if (Character.isHighSurrogate(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(0, end) + "\u2026";
  }

  /**
   * The fence for a code block holding {@code text}: backticks, three or one more than the longest
   * run of backticks in it, so that no line of it can close the block.
   */
  static String fence(String text) {
    int longest = 0;
    int run = 0;
    for (int i = 0; i < text.length(); i++) {
      run = text.charAt(i) == '`' ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return "`".repeat(Math.max(3, longest + 1));
  }
}
