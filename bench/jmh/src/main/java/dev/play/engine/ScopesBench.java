package dev.play.engine;

import dev.play.bench.LauncherSettings;
import java.util.Map;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Building one host-task's variable scope ({@code Scopes.forTask}), which every host-task does at
 * least once (TaskRunner.once) and again for changed_when/failed_when/until, ignore_errors after a
 * failure, no_log, delegate_facts and templated task names. The host rotates over the 50 hosts.
 * The other benchmarks are the parts of forTask: magic variables, inventory layers, host snapshots.
 */
@State(org.openjdk.jmh.annotations.Scope.Thread)
public class ScopesBench extends LauncherSettings {
  private SiteFixture site;
  private int task;
  private int host;

  @Setup
  public void setup() {
    site = SiteFixture.create(50);
    task = site.taskIndex("Data directory");
  }

  @TearDown
  public void tearDown() {
    site.close();
  }

  private int nextHost() {
    host = host + 1 == site.hostCount() ? 0 : host + 1;
    return host;
  }

  /** {@code Scopes.forTask}: what TaskRunner.once builds before the conditions and the module. */
  @Benchmark
  public Object forTask() {
    return site.scope(nextHost(), task);
  }

  /** forTask, then reading the variables the task's arguments and settings read. */
  @Benchmark
  public void forTaskThenRead(Blackhole bh) {
    dev.play.vars.Scope s = site.scope(nextHost(), task);
    bh.consume(s.get("app_root"));
    bh.consume(s.get("app_user"));
    bh.consume(s.contains("ansible_become"));
    bh.consume(s.contains("ansible_become_user"));
    bh.consume(s.contains("ansible_become_method"));
    bh.consume(s.contains("ansible_become_password"));
    bh.consume(s.contains("ansible_become_pass"));
  }

  /** {@code Scopes.magic}: inventory_hostname, groups, group_names, play_hosts (x2 activeHosts), ... */
  @Benchmark
  public Map<String, Object> magic() {
    return site.magic(nextHost(), task);
  }

  /** {@code Inventory.varLayers}: the host's inventory layers (group chain sorted on each call). */
  @Benchmark
  public Object inventoryLayers() {
    return site.inventory.varLayers(site.hostName(nextHost()));
  }

  /** {@code HostState.facts()/moduleFacts()/vars()}: the snapshots copied into every scope. */
  @Benchmark
  public void hostSnapshots(Blackhole bh) {
    HostState h = site.hosts.get(nextHost());
    bh.consume(h.facts());
    bh.consume(h.moduleFacts());
    bh.consume(h.vars());
  }
}
