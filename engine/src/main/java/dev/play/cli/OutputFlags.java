package dev.play.cli;

import dev.play.cli.common.Version;
import dev.play.config.PlayConfig;
import dev.play.config.ResolvedSetting;
import dev.play.config.Settings;
import dev.play.engine.RunOptions;
import dev.play.output.JunitOptions;
import dev.play.output.OutputsBuilder;
import dev.play.output.RunInvocation;
import dev.play.output.RunListener;
import dev.play.output.StdoutCallback;
import dev.play.output.Style;
import dev.play.secret.Secrets;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * Outputs for tools and CI: the stdout callback, the event stream, the change reports, the JUnit
 * report.
 */
final class OutputFlags {
  @Option(
      names = "--stdout-callback",
      paramLabel = "NAME",
      description =
          "What standard output carries: 'default' (the console) or 'json' (one JSON document when the run"
              + " ends, as Ansible's json callback; warnings and errors on standard error). Default: the"
              + " stdout_callback setting ($ANSIBLE_STDOUT_CALLBACK, ansible.cfg), else 'default'.")
  String stdoutCallback;

  @Option(
      names = "--events",
      paramLabel = "FILE",
      description =
          "Write each event (play and task start, host result, warning, recap) as a line of JSON to FILE"
              + " as it happens; '-' writes them to standard output and the usual output to standard error.")
  String events;

  @Option(
      names = "--report",
      paramLabel = "FILE.html|FILE.md",
      description =
          "Write the change summary when the run ends (with --check or without; see docs/report.md): FILE.html"
              + " as one self-contained HTML page, FILE.md as Markdown for a pull-request comment; may be given for each."
              + " 'play report' makes one later from --summary-json files.")
  List<String> report;

  @picocli.CommandLine.Mixin MarkdownLimit markdownLimit = new MarkdownLimit();

  @Option(
      names = "--junit",
      paramLabel = "FILE",
      description =
          "Write a JUnit XML report, one test case per task and host, to FILE when the run ends.")
  String junit;

  /** The stdout callback: {@code --stdout-callback}, else the {@code stdout_callback} setting. */
  StdoutCallback stdoutCallback(PlayConfig config) {
    if (stdoutCallback != null) {
      return StdoutCallback.forName(stdoutCallback, "--stdout-callback");
    }
    ResolvedSetting setting = config.get(Settings.STDOUT_CALLBACK);
    String name = (String) setting.value();
    return name == null || name.isBlank()
        ? StdoutCallback.DEFAULT
        : StdoutCallback.forName(name, setting.origin().where());
  }

  /**
   * The run's listeners; {@code summaryJson} is {@code --summary-json}'s value, {@code inventory}
   * the inventory sources the run reads, {@code secrets} what they all mask.
   */
  RunListener listener(
      PrintStream out,
      PrintStream err,
      RunOptions options,
      String summaryJson,
      List<Path> playbooks,
      List<String> inventory,
      Map<String, String> env,
      PlayConfig config,
      Secrets secrets) {
    OutputsBuilder outputs =
        new OutputsBuilder(
                out,
                err,
                new Style(Terminal.colour()),
                options.verbosity(),
                options.diff(),
                secrets)
            .stdoutCallback(stdoutCallback(config))
            .summaryJson(
                summaryJson,
                new RunInvocation(
                    Version.VERSION, playbooks.stream().map(Path::toString).toList(), inventory))
            .events(events)
            .junit(junit, suiteName(playbooks), JunitOptions.from(env));
    ReportFile.of(report == null ? List.of() : report, markdownLimit, summaryJson, out)
        .ifPresent(outputs::summaryTo);
    return outputs.build();
  }

  /**
   * The last playbook's file name without its extension, as Ansible's junit callback names its
   * suite.
   */
  static String suiteName(List<Path> playbooks) {
    String file =
        playbooks.isEmpty() ? "play" : playbooks.get(playbooks.size() - 1).getFileName().toString();
    int dot = file.lastIndexOf('.');
    return dot > 0 ? file.substring(0, dot) : file;
  }
}
