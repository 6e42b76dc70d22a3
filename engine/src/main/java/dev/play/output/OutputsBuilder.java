package dev.play.output;

import dev.play.error.PlayError;
import dev.play.secret.Secrets;
import java.io.PrintStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The listeners of a run, from the output options: the stdout callback (the console, or Ansible's
 * {@code json} document), and the reports asked for ({@code --summary-json}, {@code --events},
 * {@code --junit}). At most one of them may take standard output ({@code -}); when a report does,
 * the console moves to standard error, and with the {@code json} callback only warnings go there.
 */
public final class OutputsBuilder {
  private final PrintStream out;
  private final PrintStream err;
  private final Style style;
  private final int verbosity;
  private final boolean diff;
  private final Secrets secrets;
  private StdoutCallback callback = StdoutCallback.DEFAULT;
  private OutputTarget summaryJson;
  private RunInvocation invocation;
  private OutputTarget events;
  private OutputTarget junit;
  private final List<java.util.function.Consumer<Object>> summaryConsumers = new ArrayList<>();
  private String suite;
  private JunitOptions junitOptions;
  private Clock clock = Clock.systemUTC();

  /** {@code secrets}: the run's values to mask, which every listener masks in what it writes. */
  public OutputsBuilder(
      PrintStream out, PrintStream err, Style style, int verbosity, boolean diff, Secrets secrets) {
    this.secrets = secrets;
    this.out = out;
    this.err = err;
    this.style = style;
    this.verbosity = verbosity;
    this.diff = diff;
  }

  public OutputsBuilder stdoutCallback(StdoutCallback callback) {
    this.callback = callback;
    return this;
  }

  /**
   * {@code --summary-json}: a file, {@code -}, or null for none; the document names the run's
   * {@code invocation}.
   */
  public OutputsBuilder summaryJson(String value, RunInvocation invocation) {
    summaryJson = target("--summary-json", value);
    this.invocation = invocation;
    return this;
  }

  /**
   * Another consumer of the summary document ({@code --report}): it gets the document that {@code
   * --summary-json} writes, censored, when the run ends.
   */
  public OutputsBuilder summaryTo(java.util.function.Consumer<Object> consumer) {
    summaryConsumers.add(consumer);
    return this;
  }

  /** {@code --events}: a file, {@code -}, or null for none. */
  public OutputsBuilder events(String value) {
    events = target("--events", value);
    return this;
  }

  /** {@code --junit}: a file, {@code -}, or null for none; the suite is named {@code suite}. */
  public OutputsBuilder junit(String value, String suite, JunitOptions options) {
    junit = target("--junit", value);
    this.suite = suite;
    this.junitOptions = options;
    return this;
  }

  /** The clock of the timestamps and durations (tests fix it). */
  public OutputsBuilder clock(Clock clock) {
    this.clock = clock;
    return this;
  }

  private OutputTarget target(String option, String value) {
    return value == null ? null : OutputTarget.of(option, value, out);
  }

  /** The listeners; an error (exit 5) when two outputs ask for standard output. */
  public RunListener build() {
    List<RunListener> all = new ArrayList<>(stdoutListeners(!stdoutOwners().isEmpty()));
    summaryWriter().ifPresent(all::add);
    if (events != null) {
      all.add(new EventStream(events, diff, clock, secrets));
    }
    if (junit != null) {
      all.add(new JunitReport(junit, suite, junitOptions, clock, secrets));
    }
    return Listeners.of(all);
  }

  /**
   * One writer of the summary document for {@code --summary-json} and every other consumer (each
   * {@code --report}), which records the run's results once; none when nothing asked for it.
   */
  private java.util.Optional<RunListener> summaryWriter() {
    List<java.util.function.Consumer<Object>> sinks = new ArrayList<>();
    if (summaryJson != null) {
      sinks.add(JsonSummaryWriter.toJson(summaryJson));
    }
    sinks.addAll(summaryConsumers);
    if (sinks.isEmpty()) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        new JsonSummaryWriter(
            document -> sinks.forEach(s -> s.accept(document)), invocation, diff, clock, secrets));
  }

  /** What writes on standard output besides the console; at most one. */
  private List<String> stdoutOwners() {
    List<String> owners = new ArrayList<>();
    if (callback == StdoutCallback.JSON) {
      owners.add("the json stdout callback");
    }
    Stream.of(summaryJson, events, junit)
        .filter(t -> t != null && t.toStdout())
        .forEach(t -> owners.add(t.option() + " -"));
    if (owners.size() > 1) {
      throw new PlayError(
          PlayError.Kind.OPTIONS,
          null,
          "only one output can go to standard output, not " + String.join(" and ", owners));
    }
    return owners;
  }

  private List<RunListener> stdoutListeners(boolean stdoutTaken) {
    if (callback == StdoutCallback.JSON) {
      return List.of(
          new JsonCallback(new OutputTarget("--stdout-callback", null, out), clock, secrets),
          new WarningPrinter(err, style, secrets));
    }
    return List.of(new ConsoleReporter(stdoutTaken ? err : out, style, verbosity, secrets));
  }
}
