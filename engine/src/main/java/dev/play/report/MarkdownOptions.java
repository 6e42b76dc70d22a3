package dev.play.report;

/**
 * How the Markdown report is written.
 *
 * @param maxChars the most characters it may have (each part, when split); {@link
 *     MarkdownCut#MIN_CHARS} at least
 * @param split whether to write the whole report as numbered parts ({@code FILE-1.md}, ...) each
 *     within {@code maxChars}, rather than one file cut to fit
 * @param fullReport where the whole report is, for the note on what a cut report left out
 */
public record MarkdownOptions(int maxChars, boolean split, String fullReport) {
  /** The default limit: a GitHub comment holds at most 65,536 characters. */
  public static final int DEFAULT_MAX_CHARS = 65_000;

  /** The fewest characters a limit may allow. */
  public static final int MIN_CHARS = MarkdownCut.MIN_CHARS;

  public MarkdownOptions {
    if (maxChars < MIN_CHARS) {
      throw new IllegalArgumentException("maxChars " + maxChars + " is under " + MIN_CHARS);
    }
  }
}
