package dev.play.engine;

import dev.play.inventory.Inventory;
import dev.play.module.ModuleRegistry;
import dev.play.output.HostStats;
import dev.play.output.RunListener;
import dev.play.playbook.Play;
import dev.play.playbook.Playbook;
import dev.play.playbook.PlaybookLoader;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/** Runs playbooks against an inventory and reports through a listener. */
public final class PlaybookRunner {
  private final RunContext run;

  /** On {@code inventory}, with facts kept for the run only ({@link RunSources#of}). */
  public PlaybookRunner(
      RunSession session,
      RunOptions options,
      Inventory inventory,
      PlaybookLoader loader,
      ModuleRegistry registry,
      RunListener listener,
      ConnectionFactory connections) {
    this(session, options, RunSources.of(inventory), loader, registry, listener, connections);
  }

  public PlaybookRunner(
      RunSession session,
      RunOptions options,
      RunSources sources,
      PlaybookLoader loader,
      ModuleRegistry registry,
      RunListener listener,
      ConnectionFactory connections) {
    this(
        session,
        options,
        sources,
        loader,
        registry,
        listener,
        connections,
        dev.play.bridge.BridgeSettings.defaults());
  }

  /**
   * {@code session}: the run's secrets, vault and prompts (the loader and the listener were made
   * with the same); {@code bridge}: how modules play does not implement run ({@link
   * dev.play.bridge.BridgeSettings}).
   */
  public PlaybookRunner(
      RunSession session,
      RunOptions options,
      RunSources sources,
      PlaybookLoader loader,
      ModuleRegistry registry,
      RunListener listener,
      ConnectionFactory connections,
      dev.play.bridge.BridgeSettings bridge) {
    this.run =
        new RunContext(session, options, sources, loader, registry, listener, connections, bridge);
  }

  /** Checks every play before anything runs; a problem is a {@link dev.play.error.PlayError}. */
  public void validate(List<Playbook> playbooks) {
    new PlaybookValidator(run).validate(playbooks);
  }

  /**
   * {@code play}'s host pattern and header name, rendered as when it starts ({@code --list-hosts}).
   */
  public PlayTarget target(Play play) {
    return new PlayTargets(run).of(play);
  }

  public RunResult run(List<Playbook> playbooks) {
    validate(playbooks);
    run.packer().packAhead();
    ExecutorService pool = Executors.newFixedThreadPool(run.options().forks(), daemonThreads());
    ConnectionPool connections = run.connections();
    try {
      for (Playbook pb : playbooks) {
        if (run.interrupted()) {
          break;
        }
        run.listener().playbookStart(pb.file(), pb.plays().size());
        for (Play play : pb.plays()) {
          if (run.interrupted()) {
            break;
          }
          new PlayRunner(run, pool).run(play);
        }
      }
    } finally {
      connections.close(pool);
      pool.shutdownNow();
      run.packer().close();
      run.filterPlugins().close();
    }
    if (run.interrupted()) {
      List<String> running =
          run.seenHosts().stream().filter(HostState::active).map(HostState::name).toList();
      if (!running.isEmpty()) {
        run.listener().stopped(running, "interrupted: the run stopped before its end");
      }
    }
    // as Ansible's stats: the hosts that had a result (not a host only delegated to, or never
    // reached)
    List<HostStats> stats =
        run.seenHosts().stream().map(HostState::stats).filter(HostStats::processed).toList();
    run.listener().recap(stats, run.options().check());
    return new RunResult(stats, run.interrupted());
  }

  /** Stops scheduling new tasks (Ctrl-C); running commands finish. */
  public void interrupt() {
    run.interrupt();
  }

  private static java.util.concurrent.ThreadFactory daemonThreads() {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, "play-worker-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }
}
