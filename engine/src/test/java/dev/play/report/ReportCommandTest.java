package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.cli.Main;
import dev.play.cli.common.ExitCodes;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code play report SUMMARY.json... -o FILE.html}, run in-process. */
class ReportCommandTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  @TempDir Path dir;

  private int run(String... args) {
    return Main.run(
        args,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private Path fixture(String name) throws Exception {
    Path file = dir.resolve(name);
    Files.writeString(file, Fixtures.load(name).toString());
    return file;
  }

  private String stderr() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void writesOneReportOfSeveralSummaries() throws Exception {
    Path html = dir.resolve("report.html");
    assertEquals(
        ExitCodes.OK,
        run(
            "report",
            fixture("format1.json").toString(),
            fixture("format2.json").toString(),
            "-o",
            html.toString()),
        stderr());
    String page = Files.readString(html);
    assertTrue(page.contains("<dt>merged from</dt><dd>2 summary documents</dd>"), page);
    assertTrue(
        page.contains(
            "<option value=\"docker\">docker</option><option value=\":play\">play-level tasks</option>"
                + "<option value=\"sysctl\">sysctl</option>"));
    assertEquals("", stderr());
    try (var files = Files.list(dir)) {
      assertEquals(3, files.count(), "the two summaries and the report, no temporary file");
    }
  }

  @Test
  void aFileThatIsNoSummaryIsAUsageErrorNamingIt() throws Exception {
    Path notJson = dir.resolve("notes.txt");
    Files.writeString(notJson, "check_mode: true\n");
    Path other = dir.resolve("other.json");
    Files.writeString(other, "{\"plays\": []}");
    Path html = dir.resolve("report.html");
    assertEquals(
        ExitCodes.BAD_OPTIONS,
        run(
            "report",
            fixture("format2.json").toString(),
            notJson.toString(),
            "-o",
            html.toString()));
    assertEquals("error: " + notJson + ": not JSON (at line 1 column 12)\n", stderr());
    err.reset();
    assertEquals(ExitCodes.BAD_OPTIONS, run("report", other.toString(), "-o", html.toString()));
    assertEquals(
        "error: "
            + other
            + ": not a summary JSON (play --summary-json): it lacks \"check_mode\", \"roles\","
            + " \"recap\"\n",
        stderr());
    assertFalse(Files.exists(html), "nothing written");
  }

  @Test
  void aMissingFileOrOutputIsAUsageError() throws Exception {
    assertEquals(
        ExitCodes.BAD_OPTIONS, run("report", dir.resolve("none.json").toString(), "-o", "x.html"));
    assertEquals(
        "error: " + dir.resolve("none.json") + ": cannot read it: no such file\n", stderr());
    err.reset();
    assertEquals(ExitCodes.BAD_OPTIONS, run("report", fixture("format1.json").toString()));
    assertTrue(
        stderr().startsWith("error: Missing required option: '--output=FILE.html'"), stderr());
    err.reset();
    assertEquals(
        ExitCodes.BAD_OPTIONS,
        run(
            "report",
            fixture("format1.json").toString(),
            "-o",
            dir.resolve("no/such/dir/r.html").toString()));
    assertTrue(
        stderr().contains("-o: directory " + dir.resolve("no/such/dir") + " does not exist"),
        stderr());
  }

  @Test
  void writesToStandardOutputWithADash() throws Exception {
    assertEquals(ExitCodes.OK, run("report", fixture("format2.json").toString(), "-o", "-"));
    assertTrue(out.toString(StandardCharsets.UTF_8).startsWith("<!DOCTYPE html>"));
  }

  @Test
  void writesMarkdownForAnMdFile() throws Exception {
    Path md = dir.resolve("report.md");
    assertEquals(
        ExitCodes.OK,
        run("report", fixture("format2.json").toString(), "-o", md.toString()),
        stderr());
    assertEquals(
        MarkdownReport.render(
            ReportData.of(List.of(Fixtures.load("format2.json"))),
            MarkdownOptions.DEFAULT_MAX_CHARS,
            "x"),
        Files.readString(md));
  }

  @Test
  void aMarkdownReportTooLongIsCutAndSaysHowToGetTheWhole() throws Exception {
    Path big = dir.resolve("big.json");
    Files.writeString(big, ReportSizeTest.summary().toString());
    Path md = dir.resolve("pr.md");
    assertEquals(
        ExitCodes.OK,
        run("report", big.toString(), "-o", md.toString(), "--report-max-chars", "30000"),
        stderr());
    String text = Files.readString(md);
    assertTrue(text.length() <= 30_000, text.length() + "");
    assertTrue(
        text.endsWith("The full report: play report " + big + " -o report.html.\n"),
        text.substring(text.length() - 300));
  }

  @Test
  void splitWritesNumberedPartsAndRemovesStaleOnes() throws Exception {
    Path big = dir.resolve("big.json");
    Files.writeString(big, ReportSizeTest.summary().toString());
    List<String> parts =
        MarkdownReport.parts(SummaryFiles.read(List.of(big)), MarkdownOptions.DEFAULT_MAX_CHARS);
    Path md = dir.resolve("pr.md");
    int n = parts.size();
    for (int stale : new int[] {n + 1, n + 2, n + 4}) {
      Files.writeString(MarkdownReport.partFile(md, stale), "an earlier report");
    }
    assertEquals(
        ExitCodes.OK,
        run("report", big.toString(), "-o", md.toString(), "--report-split"),
        stderr());
    for (int i = 0; i < n; i++) {
      assertEquals(parts.get(i), Files.readString(MarkdownReport.partFile(md, i + 1)));
    }
    assertFalse(
        Files.exists(MarkdownReport.partFile(md, n + 1)),
        "the stale parts after the last are removed");
    assertFalse(Files.exists(MarkdownReport.partFile(md, n + 2)));
    assertTrue(Files.exists(MarkdownReport.partFile(md, n + 4)), "up to the first gap");
    assertFalse(Files.exists(md), "the parts only");
  }

  @Test
  void theMarkdownOptionsNeedAMarkdownReport() throws Exception {
    String summary = fixture("format2.json").toString();
    assertEquals(
        ExitCodes.BAD_OPTIONS,
        run(
            "report",
            summary,
            "-o",
            dir.resolve("r.html").toString(),
            "--report-max-chars",
            "9000"));
    assertEquals("error: --report-max-chars: only for a Markdown report (-o FILE.md)\n", stderr());
    err.reset();
    assertEquals(ExitCodes.BAD_OPTIONS, run("report", summary, "-o", "-", "--report-split"));
    assertEquals("error: --report-split: only for a Markdown report (-o FILE.md)\n", stderr());
    err.reset();
    assertEquals(
        ExitCodes.BAD_OPTIONS,
        run("report", summary, "-o", dir.resolve("r.md").toString(), "--report-max-chars", "100"));
    assertTrue(stderr().startsWith("error: --report-max-chars: 100 is under 2000"), stderr());
    assertFalse(Files.exists(dir.resolve("r.md")));
  }

  @Test
  void isListedAmongTheSubcommands() {
    run("--help");
    assertTrue(
        out.toString(StandardCharsets.UTF_8)
            .contains("  report      Writes the HTML change report"),
        out.toString(StandardCharsets.UTF_8));
  }
}
