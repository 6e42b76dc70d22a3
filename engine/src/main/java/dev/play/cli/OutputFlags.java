package dev.play.cli;

import dev.play.engine.RunOptions;
import dev.play.output.JunitOptions;
import dev.play.output.OutputsBuilder;
import dev.play.output.RunListener;
import dev.play.output.StdoutCallback;
import dev.play.output.Style;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/** Outputs for tools and CI: the stdout callback, the event stream, the JUnit report. */
final class OutputFlags {
  static final String CALLBACK_VARIABLE = "ANSIBLE_STDOUT_CALLBACK";

  @Option(names = "--stdout-callback", paramLabel = "NAME",
      description = "What standard output carries: 'default' (the console) or 'json' (one JSON document when the run"
          + " ends, as Ansible's json callback; warnings and errors on standard error). Default: $"
          + CALLBACK_VARIABLE + ", else 'default'.")
  String stdoutCallback;

  @Option(names = "--events", paramLabel = "FILE",
      description = "Write each event (play and task start, host result, warning, recap) as a line of JSON to FILE"
          + " as it happens; '-' writes them to standard output and the usual output to standard error.")
  String events;

  @Option(names = "--junit", paramLabel = "FILE",
      description = "Write a JUnit XML report, one test case per task and host, to FILE when the run ends.")
  String junit;

  /** The stdout callback: {@code --stdout-callback}, else {@value #CALLBACK_VARIABLE}, else {@code default}. */
  StdoutCallback stdoutCallback(Map<String, String> env) {
    if (stdoutCallback != null) {
      return StdoutCallback.forName(stdoutCallback, "--stdout-callback");
    }
    String fromEnv = env.get(CALLBACK_VARIABLE);
    return fromEnv == null || fromEnv.isBlank() ? StdoutCallback.DEFAULT : StdoutCallback.forName(fromEnv, CALLBACK_VARIABLE);
  }

  /** The run's listeners; {@code summaryJson} is {@code --summary-json}'s value. */
  RunListener listener(PrintStream out, PrintStream err, RunOptions options, String summaryJson, List<Path> playbooks,
      Map<String, String> env) {
    return new OutputsBuilder(out, err, new Style(Terminal.colour()), options.verbosity(), options.diff())
        .stdoutCallback(stdoutCallback(env))
        .summaryJson(summaryJson)
        .events(events)
        .junit(junit, suiteName(playbooks), JunitOptions.from(env))
        .build();
  }

  /** The last playbook's file name without its extension, as Ansible's junit callback names its suite. */
  static String suiteName(List<Path> playbooks) {
    String file = playbooks.isEmpty() ? "play" : playbooks.get(playbooks.size() - 1).getFileName().toString();
    int dot = file.lastIndexOf('.');
    return dot > 0 ? file.substring(0, dot) : file;
  }
}
