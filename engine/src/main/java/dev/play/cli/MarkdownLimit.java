package dev.play.cli;

import dev.play.error.PlayError;
import dev.play.report.MarkdownOptions;
import picocli.CommandLine.Option;

/**
 * {@code --report-max-chars N} and {@code --report-split}, the options of a run and of {@code play
 * report} alike (a mixin of both): how a Markdown report fits a pull-request comment. They apply to
 * a Markdown report only.
 */
final class MarkdownLimit {
  /** The limit given, or null for {@link MarkdownOptions#DEFAULT_MAX_CHARS}. */
  @Option(
      names = "--report-max-chars",
      paramLabel = "N",
      description =
          "The most characters of a Markdown report (--report FILE.md, or play report -o FILE.md), each"
              + " part with --report-split; beyond it diffs, then roles' details, are left out and a note says so."
              + " Default: 65000.")
  Integer maxChars;

  @Option(
      names = "--report-split",
      description =
          "Write the whole Markdown report as parts FILE-1.md, FILE-2.md, ... each within"
              + " --report-max-chars, instead of cutting it.")
  boolean split;

  /**
   * The options of a Markdown report whose full version is {@code fullReport}; a {@link PlayError}
   * (exit 5) for a limit under {@link MarkdownOptions#MIN_CHARS}.
   */
  MarkdownOptions options(String fullReport) {
    int max = maxChars == null ? MarkdownOptions.DEFAULT_MAX_CHARS : maxChars;
    if (max < MarkdownOptions.MIN_CHARS) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          null,
          "--report-max-chars: "
              + max
              + " is under "
              + MarkdownOptions.MIN_CHARS
              + " (the header and the note on what is left out need that much)");
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
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          null,
          "--report-max-chars: only for a Markdown report (" + markdownReport + ")");
    }
    if (split) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          null,
          "--report-split: only for a Markdown report (" + markdownReport + ")");
    }
  }

  /** Whether {@code file} names a Markdown file: it ends in {@code .md} or {@code .markdown}. */
  static boolean isMarkdown(String file) {
    String lower = file.toLowerCase(java.util.Locale.ROOT);
    return lower.endsWith(".md") || lower.endsWith(".markdown");
  }
}
