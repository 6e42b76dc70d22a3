package dev.play.report;

import dev.play.output.OutputTarget;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The report as Markdown for a pull-request comment, rendered from the same {@link ReportData} as
 * the HTML page: a one-line header, failures first, a table of the roles, each role's changes in a
 * {@code <details>} block (docs/report.md). It fits a number of characters, cut or split in parts.
 */
public final class MarkdownReport {
  private MarkdownReport() {}

  /** The whole Markdown of {@code report}, however long. */
  public static String whole(ReportData report) {
    return MarkdownDocument.text(MarkdownDocument.of(report));
  }

  /**
   * The Markdown of {@code report} within {@code maxChars} characters: whole when it fits, else
   * with diffs, then roles' details (then table rows, then problems) left out from the end, and a
   * note saying what was left out and that the full report is {@code fullReport}.
   */
  public static String render(ReportData report, int maxChars, String fullReport) {
    return MarkdownCut.fit(MarkdownDocument.of(report), maxChars, fullReport);
  }

  /** The whole Markdown of {@code report} as parts of at most {@code maxChars} characters each. */
  public static List<String> parts(ReportData report, int maxChars) {
    return MarkdownSplit.split(whole(report), maxChars).stream()
        .map(MarkdownSplit.Part::text)
        .toList();
  }

  /**
   * Writes {@code report} to {@code target} as {@code options} say: one text cut to fit, or, split,
   * the parts to {@code FILE-1.md}, {@code FILE-2.md}, ... beside the target's file (each whole and
   * atomically), removing the higher-numbered parts an earlier, longer report left there. Split
   * needs a file: {@code target} is not standard output.
   */
  public static void write(ReportData report, OutputTarget target, MarkdownOptions options) {
    if (!options.split()) {
      target.writeWhole(render(report, options.maxChars(), options.fullReport()));
      return;
    }
    if (target.toStdout()) {
      throw new IllegalArgumentException("a report split in parts needs a file");
    }
    List<String> parts = parts(report, options.maxChars());
    for (int i = 0; i < parts.size(); i++) {
      partTarget(target, i + 1).writeWhole(parts.get(i));
    }
    try {
      int stale = parts.size() + 1;
      while (Files.deleteIfExists(partTarget(target, stale).file())) {
        stale++;
      }
    } catch (IOException e) {
      throw target.cannotWrite(e.getMessage());
    }
  }

  /**
   * The file of part {@code n} of a report written to {@code file}: {@code r.md} → {@code r-2.md}.
   */
  public static Path partFile(Path file, int n) {
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String part = dot > 0 ? name.substring(0, dot) + "-" + n + name.substring(dot) : name + "-" + n;
    return file.resolveSibling(part);
  }

  private static OutputTarget partTarget(OutputTarget target, int n) {
    return new OutputTarget(target.option(), partFile(target.file(), n), target.stdout());
  }
}
