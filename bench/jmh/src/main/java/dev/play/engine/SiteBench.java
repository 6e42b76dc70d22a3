package dev.play.engine;

import dev.play.bench.LauncherSettings;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The whole per-host-task budget at once; both scores are per host-task. {@code fifteenTasks}:
 * the 15 tasks of bench/site.yml on one host through {@code TaskRunner.run} (the worker's share).
 * {@code play50Hosts}: {@code PlaybookRunner.run} of the whole playbook on 50 hosts with forks 1,
 * so the wall time is the controller's CPU time (validation, banners, dispatch, results applied,
 * console lines, recap) with every host's answer replayed: 750 host-tasks per invocation.
 */
@State(org.openjdk.jmh.annotations.Scope.Thread)
public class SiteBench extends LauncherSettings {
  private static final int HOSTS = 50;
  private static final int TASKS = 15;

  private SiteFixture site;
  private RunOptions forks1;
  private PrintStream nowhere;
  private int host;

  @Setup
  public void setup() {
    site = SiteFixture.create(HOSTS);
    if (site.taskCount() != TASKS) {
      throw new IllegalStateException("bench/site.yml has " + site.taskCount() + " tasks, expected " + TASKS);
    }
    forks1 = new RunOptions(false, false, 1, Set.of(), Set.of(), null, Map.of(), null, 0, false, List.of(), null);
    nowhere = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
    RunResult r = play();
    if (r.exitCode() != 0 || r.stats().stream().anyMatch(s -> s.changed() != 0 || s.ok() != TASKS)) {
      throw new IllegalStateException("expected a no-change run: " + r.stats());
    }
  }

  @TearDown
  public void tearDown() {
    site.close();
  }

  @Benchmark
  @OperationsPerInvocation(TASKS)
  public void fifteenTasks(Blackhole bh) {
    host = host + 1 == site.hostCount() ? 0 : host + 1;
    for (int t = 0; t < TASKS; t++) {
      bh.consume(site.runTask(t, host));
    }
  }

  @Benchmark
  @OperationsPerInvocation(HOSTS * TASKS)
  public RunResult play50Hosts() {
    return play();
  }

  private RunResult play() {
    return new PlaybookRunner(site.session, forks1, site.inventory, site.loader, site.run.registry(),
        site.console(nowhere, 0), site.replay).run(List.of(site.playbook));
  }
}
