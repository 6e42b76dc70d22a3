package dev.play.bench;

import dev.play.engine.SiteFixture;
import dev.play.output.HostResult;
import dev.play.output.RunListener;
import java.io.OutputStream;
import java.io.PrintStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Reporting one host's result: the {@link HostResult} the engine builds (its result map copied)
 * and the console ({@code ConsoleReporter}, the listener {@code OutputsBuilder} builds for
 * {@code ./play}) formatting the {@code ok: [node3]} line (plus, with -v, the JSON result and the
 * no-change reason), into a PrintStream that discards the bytes, so the terminal's cost is not
 * counted. The result is the copy task's real no-change result.
 */
@State(org.openjdk.jmh.annotations.Scope.Thread)
public class OutputBench extends LauncherSettings {
  private SiteFixture site;
  private HostResult copy;
  private HostResult stat;
  private RunListener quiet;
  private RunListener verbose;

  @Setup
  public void setup() {
    site = SiteFixture.create(50);
    copy = site.runTaskEvent(site.taskIndex("Main configuration"), 3);
    stat = site.runTaskEvent(site.taskIndex(SiteFixture.STAT_TASK), 3);
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream(), false, java.nio.charset.StandardCharsets.UTF_8);
    quiet = site.console(nowhere, 0);
    verbose = site.console(nowhere, 1);
  }

  @TearDown
  public void tearDown() {
    site.close();
  }

  private static HostResult copyOf(HostResult r) {
    return new HostResult(r.host(), r.task(), r.status(), r.item(), r.result(), r.diffs(), r.changes(),
        r.noChangeReason(), r.ignored(), r.loopSummary(), r.display(), r.delegate());
  }

  /** {@code ok: [node3]} without -v: what a 50-host run prints 750 times. */
  @Benchmark
  public void okLine() {
    quiet.hostResult(copyOf(copy));
  }

  /** {@code ok: [node3] => {...json...}} and the no-change reason (-v). */
  @Benchmark
  public void okLineVerbose() {
    verbose.hostResult(copyOf(copy));
  }

  /** -v for stat, the largest result of the playbook (a nested map of 22 fields). */
  @Benchmark
  public void okLineVerboseStat() {
    verbose.hostResult(copyOf(stat));
  }
}
