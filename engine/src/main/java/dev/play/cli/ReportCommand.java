package dev.play.cli;

import dev.play.cli.common.ExitCodes;
import dev.play.output.OutputTarget;
import dev.play.report.HtmlReport;
import dev.play.report.MarkdownOptions;
import dev.play.report.MarkdownReport;
import dev.play.report.ReportData;
import dev.play.report.SummaryFiles;
import dev.play.report.SummaryFormatException;
import dev.play.value.TerminalText;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code play report SUMMARY.json... -o FILE.html}: the change report of one or more summary JSON
 * documents, merged, as one self-contained HTML page, or with {@code -o FILE.md} as Markdown for a
 * pull-request comment (docs/report.md).
 */
@Command(
    name = "play report",
    mixinStandardHelpOptions = true,
    description =
        "Writes the HTML change report of summary JSON files (play --summary-json), merged:"
            + " several playbooks, or shards of one run; Markdown for a pull-request comment with -o FILE.md."
            + " See docs/report.md.")
final class ReportCommand implements Callable<Integer> {
  private final PrintStream out;
  private final PrintStream err;

  @Parameters(
      arity = "1..*",
      paramLabel = "SUMMARY.json",
      description = "Summary JSON files, as play --summary-json" + " writes them.")
  List<Path> summaries;

  @Option(
      names = {"-o", "--output"},
      required = true,
      paramLabel = "FILE.html",
      description =
          "Where to write the report (written whole, atomically), or - for standard output (HTML);"
              + " a file ending in .md gets Markdown for a pull-request comment.")
  String output;

  @picocli.CommandLine.Mixin MarkdownLimit limit = new MarkdownLimit();

  ReportCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  @Override
  public Integer call() {
    return ExitCodes.guard(
        err,
        0,
        () -> {
          OutputTarget target = OutputTarget.of("-o", output, out);
          boolean markdown = !target.toStdout() && MarkdownLimit.isMarkdown(output);
          limit.requireMarkdown(markdown, "-o FILE.md");
          MarkdownOptions options = markdown ? limit.options(fullReport()) : null;
          ReportData report;
          try {
            report = SummaryFiles.read(summaries);
          } catch (SummaryFormatException e) {
            err.println("error: " + TerminalText.block(e.getMessage()));
            return ExitCodes.BAD_OPTIONS;
          }
          if (markdown) {
            MarkdownReport.write(report, target, options);
          } else {
            target.writeWhole(HtmlReport.render(report));
          }
          return ExitCodes.OK;
        });
  }

  /** Where a cut Markdown report says the whole is: this command, writing HTML. */
  private String fullReport() {
    return "play report "
        + summaries.stream().map(Path::toString).collect(Collectors.joining(" "))
        + " -o report.html";
  }
}
