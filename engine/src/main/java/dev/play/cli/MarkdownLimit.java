package dev.play.cli;

import dev.play.error.PlayError;
import dev.play.report.MarkdownOptions;

/**
 * {@code --report-max-chars N} and {@code --report-split}, as given (on a run or on {@code play
 * report}): how a Markdown report fits a pull-request comment. They apply to a Markdown report only.
 *
 * @param maxChars the limit given, or null for {@link MarkdownOptions#DEFAULT_MAX_CHARS}
 * @param split whether {@code --report-split} was given
 */
record MarkdownLimit(Integer maxChars, boolean split) {
  /**
   * The options of a Markdown report whose full version is {@code fullReport}; a {@link PlayError}
   * (exit 5) for a limit under {@link MarkdownOptions#MIN_CHARS}.
   */
  MarkdownOptions options(String fullReport) {
    int max = maxChars == null ? MarkdownOptions.DEFAULT_MAX_CHARS : maxChars;
    if (max < MarkdownOptions.MIN_CHARS) {
      throw new PlayError(PlayError.Kind.OPTIONS, null, "--report-max-chars: " + max + " is under "
          + MarkdownOptions.MIN_CHARS + " (the header and the note on what is left out need that much)");
    }
    return new MarkdownOptions(max, split, fullReport);
  }

  /**
   * Checks that these options have a Markdown report to apply to: a {@link PlayError} (exit 5)
   * naming the option given without one, {@code markdownReport} saying how to ask for one.
   */
  void requireMarkdown(boolean markdown, String markdownReport) {
    if (markdown) {
      return;
    }
    if (maxChars != null) {
      throw new PlayError(PlayError.Kind.OPTIONS, null, "--report-max-chars: only for a Markdown report ("
          + markdownReport + ")");
    }
    if (split) {
      throw new PlayError(PlayError.Kind.OPTIONS, null, "--report-split: only for a Markdown report ("
          + markdownReport + ")");
    }
  }

  /** Whether {@code file} names a Markdown file: it ends in {@code .md} or {@code .markdown}. */
  static boolean isMarkdown(String file) {
    String lower = file.toLowerCase(java.util.Locale.ROOT);
    return lower.endsWith(".md") || lower.endsWith(".markdown");
  }
}
