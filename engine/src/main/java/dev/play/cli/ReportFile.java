package dev.play.cli;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.play.error.PlayError;
import dev.play.output.OutputTarget;
import dev.play.report.HtmlReport;
import dev.play.report.MarkdownOptions;
import dev.play.report.MarkdownReport;
import dev.play.report.ReportData;
import dev.play.value.JsonWriter;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code --report FILE.html} and {@code --report FILE.md} (the option may be given for each): the
 * run's change summary rendered when the run ends, as the HTML page ({@link HtmlReport}) or as
 * Markdown for a pull-request comment ({@link MarkdownReport}, within {@code --report-max-chars},
 * or in parts with {@code --report-split}), as {@code play report} renders {@code --summary-json}
 * files. Checked before anything runs: files ending in {@code .html}/{@code .htm} or {@code
 * .md}/{@code .markdown}, in directories that exist, and the Markdown options only with a Markdown
 * report.
 */
final class ReportFile {
  private ReportFile() {}

  /**
   * What receives the summary document for {@code values}, or empty for none (no summary is then
   * made for a report); {@code summaryJson} is {@code --summary-json}'s value or null, named by a
   * cut Markdown report as where the whole is when no HTML report is written. A {@link PlayError}
   * (exit 5) for a value or option it cannot honour.
   */
  static Optional<Consumer<Object>> of(
      List<String> values, MarkdownLimit limit, String summaryJson, PrintStream stdout) {
    List<Path> html = new ArrayList<>();
    List<Path> markdown = new ArrayList<>();
    for (String value : values) {
      String lower = value.toLowerCase(Locale.ROOT);
      if (value.equals("-")
          || !(lower.endsWith(".html")
              || lower.endsWith(".htm")
              || MarkdownLimit.isMarkdown(value))) {
        throw new PlayError(
            PlayError.Kind.OPTIONS,
            null,
            "--report: "
                + value
                + " is not an .html or .md file (the"
                + " report is an HTML page, or Markdown for a pull-request comment)");
      }
      OutputTarget.of("--report", value, stdout);
      (MarkdownLimit.isMarkdown(value) ? markdown : html).add(Path.of(value));
    }
    limit.requireMarkdown(!markdown.isEmpty(), "--report FILE.md");
    if (values.isEmpty()) {
      return Optional.empty();
    }
    MarkdownOptions options = limit.options(fullReport(html, summaryJson));
    return Optional.of(
        document -> {
          JsonObject json = JsonParser.parseString(JsonWriter.compact(document)).getAsJsonObject();
          ReportData report = ReportData.of(List.of(json));
          html.forEach(
              file ->
                  OutputTarget.of("--report", file.toString(), stdout)
                      .writeWhole(HtmlReport.render(report)));
          markdown.forEach(
              file ->
                  MarkdownReport.write(
                      report, OutputTarget.of("--report", file.toString(), stdout), options));
        });
  }

  /** Where a cut Markdown report says the whole is: the HTML report, else the summary JSON. */
  private static String fullReport(List<Path> html, String summaryJson) {
    if (!html.isEmpty()) {
      return html.get(0).toString();
    }
    if (summaryJson != null && !summaryJson.equals("-")) {
      return "the summary JSON "
          + summaryJson
          + " (play report "
          + summaryJson
          + " -o report.html renders it whole)";
    }
    return "the --summary-json file, rendered whole by play report";
  }
}
