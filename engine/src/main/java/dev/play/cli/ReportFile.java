package dev.play.cli;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.play.error.PlayError;
import dev.play.output.OutputTarget;
import dev.play.playbook.JsonWriter;
import dev.play.report.HtmlReport;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * {@code --report FILE.html}: the run's change summary rendered as the HTML report when the run
 * ends ({@link HtmlReport}, as {@code play report} renders {@code --summary-json} files). Checked
 * before anything runs: a file ending in {@code .html} or {@code .htm}, in a directory that exists.
 */
final class ReportFile {
  private ReportFile() {}

  /** What receives the summary document; a {@link PlayError} (exit 5) for a value it cannot write. */
  static Consumer<Object> of(String value, PrintStream stdout) {
    String lower = value.toLowerCase(Locale.ROOT);
    if (value.equals("-") || !(lower.endsWith(".html") || lower.endsWith(".htm"))) {
      throw new PlayError(PlayError.Kind.OPTIONS, null, "--report: " + value + " is not an .html file (the report"
          + " is an HTML page; a Markdown report is not there yet)");
    }
    OutputTarget.of("--report", value, stdout);
    Path file = Path.of(value);
    return document -> {
      JsonObject json = JsonParser.parseString(JsonWriter.compact(document)).getAsJsonObject();
      HtmlReport.write(List.of(json), file);
    };
  }
}
