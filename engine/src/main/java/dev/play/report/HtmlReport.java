package dev.play.report;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.google.gson.JsonObject;
import dev.play.output.OutputTarget;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The report as one self-contained HTML page: its style sheet, script and data inline, nothing
 * loaded from elsewhere. Rendered through the Mustache template {@code
 * dev/play/report/report.html.mustache}.
 */
public final class HtmlReport {
  private static final String DIR = "dev/play/report/";

  private HtmlReport() {}

  /**
   * The page of {@code documents} (summary JSON, merged in order), written to {@code out} whole and
   * atomically (a temporary file beside it, renamed): for {@code play --report FILE.html}. A
   * document that is no summary is a {@link SummaryFormatException}; a file that cannot be written
   * a {@link dev.play.error.PlayError} naming {@code --report}.
   */
  public static void write(List<JsonObject> documents, Path out) {
    OutputTarget.of("--report", out.toString(), null).writeWhole(render(ReportData.of(documents)));
  }

  /** The page of {@code report}. */
  public static String render(ReportData report) {
    Mustache template = new DefaultMustacheFactory(DIR).compile("report.html.mustache");
    StringWriter html = new StringWriter();
    template.execute(html, HtmlPage.of(report, resource("report.css"), resource("report.js")));
    return html.toString();
  }

  private static String resource(String name) {
    try (InputStream in = HtmlReport.class.getClassLoader().getResourceAsStream(DIR + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + DIR + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
