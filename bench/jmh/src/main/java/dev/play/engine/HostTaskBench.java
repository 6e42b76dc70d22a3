package dev.play.engine;

import dev.play.bench.LauncherSettings;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One whole host-task of the no-change run, as a worker thread runs it ({@code TaskRunner.run}):
 * scope, inherited conditions, task settings (become, check, diff, environment), argument
 * rendering, argument binding, the module's plan from the host's recorded answer (probe script
 * built, answer parsed, no-op planned), outcome, register, the reported event. Everything but the
 * SSH round trip (replayed from a recording) and the console line (OutputBench).
 */
@State(org.openjdk.jmh.annotations.Scope.Thread)
public class HostTaskBench extends LauncherSettings {
  static final Map<String, String> TASKS = Map.of(
      "file", "Data directory",
      "copy", "Main configuration",
      "lineinfile", "Port in the environment",
      "blockinfile", "Peer hosts block",
      "command", "Initialise the data directory once",
      "stat", "Read the configuration's state",
      "assert", "The configuration is in place");

  @Param({"file", "copy", "lineinfile", "blockinfile", "command", "stat", "assert"})
  public String module;

  private SiteFixture site;
  private int task;
  private int host;

  @Setup
  public void setup() {
    site = SiteFixture.create(50);
    task = site.taskIndex(TASKS.get(module));
    TaskRunner.HostRun r = site.runTask(task, 0);
    if (r.outcome().status() != dev.play.output.Status.OK) {
      throw new IllegalStateException(module + ": expected ok, got " + r.outcome().result());
    }
  }

  @TearDown
  public void tearDown() {
    site.close();
  }

  @Benchmark
  public Object hostTask() {
    host = host + 1 == site.hostCount() ? 0 : host + 1;
    return site.runTask(task, host);
  }
}
