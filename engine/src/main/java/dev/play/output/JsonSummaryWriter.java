package dev.play.output;

import dev.play.secret.Secrets;
import dev.play.value.JsonWriter;
import dev.play.value.TerminalText;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * Makes the change summary document ({@link SummaryJson}) when the run ends, secrets censored, and
 * hands it on: written as JSON to a file, atomically (a temporary file beside it, then renamed), or
 * to standard output ({@code --summary-json}), or to another consumer ({@code --report}). The run
 * is timed from this writer's creation, just before it starts, to the recap.
 */
final class JsonSummaryWriter implements RunListener {
  private final ChangeSummary summary = new ChangeSummary();
  private final ResultLog log = new ResultLog();
  private final java.util.function.Consumer<Object> sink;
  private final RunInvocation invocation;
  private final boolean diffs;
  private final Clock clock;
  private final Secrets secrets;
  private final Instant started;

  /** {@code diffs}: whether {@code --diff} is on; {@code secrets}: the run's values to mask. */
  public JsonSummaryWriter(
      OutputTarget target, RunInvocation invocation, boolean diffs, Clock clock, Secrets secrets) {
    this(toJson(target), invocation, diffs, clock, secrets);
  }

  /**
   * {@code --summary-json}'s consumer: the document as indented JSON, written whole to {@code
   * target}.
   */
  static java.util.function.Consumer<Object> toJson(OutputTarget target) {
    return document ->
        target.writeWhole(TerminalText.inJson(JsonWriter.indented(document, 2)) + "\n");
  }

  /** The document, as JSON's values (maps, lists, strings, numbers), goes to {@code sink}. */
  public JsonSummaryWriter(
      java.util.function.Consumer<Object> sink,
      RunInvocation invocation,
      boolean diffs,
      Clock clock,
      Secrets secrets) {
    this.secrets = secrets;
    this.sink = sink;
    this.invocation = invocation;
    this.diffs = diffs;
    this.clock = clock;
    this.started = clock.instant();
  }

  @Override
  public void playbookStart(Path file, int plays) {
    log.playbookStart(file);
  }

  @Override
  public void playStart(String name, List<String> hosts) {
    log.playStart(name);
  }

  @Override
  public void taskStart(TaskHeader task) {
    log.taskStart(task);
  }

  @Override
  public void hostResult(HostResult result) {
    summary.add(result);
    log.add(result);
  }

  @Override
  public void stopped(List<String> hosts, String why) {
    log.stopped(hosts, why);
  }

  @Override
  public void recap(List<HostStats> stats, boolean checkMode) {
    SummaryJson.Run run =
        new SummaryJson.Run(
            invocation, started, Duration.between(started, clock.instant()), checkMode, diffs);
    sink.accept(
        secrets.censorValues(SummaryJson.of(run, summary, log.outcomes(stats, secrets), stats)));
  }
}
