package dev.play.engine;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The first run of bench/site.yml on 50 hosts in a fresh JVM, as {@code ./play} runs it once:
 * the engine's task code not yet loaded or compiled (playbook and inventory are loaded in the
 * setup, which is not measured; so is JVM start-up). forks 1, hosts replayed, so the time is the
 * controller's CPU on the run's thread (plus whatever the JIT's own threads take from it on a
 * machine without a spare core); score per host-task (750 per op). SingleShotTime: ONE op per
 * fork, so run it without -wi/-i (they override these annotations and warm it up).
 */
@State(org.openjdk.jmh.annotations.Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(value = 5, jvmArgsAppend = {"-XX:+UseG1GC", "-Xms16m", "-XX:TieredStopAtLevel=1"})
public class ColdRunBench {
  private SiteFixture site;

  @Setup
  public void setup() {
    site = SiteFixture.create(50, new dev.play.output.RunListener() {}, RunOptions.defaults(), false);
  }

  @TearDown
  public void tearDown() {
    site.close();
  }

  @Benchmark
  @OperationsPerInvocation(750)
  public RunResult firstRun50Hosts() {
    RunOptions forks1 = new RunOptions(false, false, 1, Set.of(), Set.of(), null, Map.of(), null, 0, false, List.of(),
        null);
    dev.play.output.RunListener console =
        site.console(new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8), 0);
    RunResult r = new PlaybookRunner(site.session, forks1, site.inventory, site.loader, site.run.registry(), console,
        site.replay).run(List.of(site.playbook));
    if (r.exitCode() != 0) {
      throw new IllegalStateException("the run failed: " + r.stats());
    }
    return r;
  }
}
