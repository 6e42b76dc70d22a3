package dev.play.template;

import dev.play.error.PlayError;

/** Cheap scans of template text before Mustache sees it. */
final class TemplateText {
  private static final String TAG_KINDS = "#^/!>&{=<$%";

  private TemplateText() {}

  /** Whether the text may hold a tag; false is the hot path (returned unchanged). */
  static boolean hasTags(String text) {
    return text.indexOf("{{") >= 0 || text.indexOf("{%") >= 0;
  }

  /**
   * The expression when the text is exactly one {@code {{ expr }}}, nothing before or after it (so
   * {@code "{{ x }}\n"} stays text with its newline); null otherwise.
   */
  static String singleExpression(String text) {
    String t = text;
    if (t.length() < 5 || !t.startsWith("{{") || !t.endsWith("}}")) {
      return null;
    }
    String inner = t.substring(2, t.length() - 2);
    if (inner.contains("{{")
        || inner.contains("}}")
        || TAG_KINDS.indexOf(inner.charAt(0)) >= 0
        || inner.isBlank()) {
      return null;
    }
    return inner.strip();
  }

  /** Throws a PARSE error at the first <code>{%</code>: Jinja2 blocks have no place here. */
  static void rejectJinjaBlocks(String text, Locator locator) {
    int at = text.indexOf("{%");
    if (at < 0) {
      return;
    }
    int lineStart = text.lastIndexOf('\n', at) + 1;
    int line = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    int column = at - lineStart + 1;
    throw new PlayError(
        PlayError.Kind.PARSE,
        locator.at(line, column),
        "Jinja2 blocks are not supported; use Mustache sections ({{#list}}...{{/list}},"
            + " {{^flag}}...{{/flag}})",
        PlayError.Snippets.caret(PlayError.Snippets.lineOf(text, line), column));
  }
}
