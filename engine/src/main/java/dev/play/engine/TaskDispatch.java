package dev.play.engine;

import dev.play.module.Module;
import dev.play.output.Status;
import dev.play.output.TaskHeader;
import dev.play.playbook.Task;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Runs one task on many hosts in parallel (up to {@code forks}), then, in host order, applies each
 * result to the host's state and reports it.
 */
final class TaskDispatch {
  private static final long PROGRESS_INTERVAL_MS = 250;

  private final RunContext run;
  private final TaskRunner runner;
  private final ExecutorService pool;
  private final Handlers handlers;

  TaskRunner runner() {
    return runner;
  }

  TaskDispatch(RunContext run, TaskRunner runner, ExecutorService pool, Handlers handlers) {
    this.run = run;
    this.runner = runner;
    this.pool = pool;
    this.handlers = handlers;
  }

  /** The task's name for its banner, templated (see {@link TaskNames}). */
  String displayName(Task task, List<HostState> hosts, PlayFrame frame, Inherited inh) {
    return TaskNames.display(task, hosts, frame, inh, runner);
  }

  /** Runs {@code task} on {@code hosts}; returns the hosts on which it failed (not ignored). */
  List<HostState> run(
      Task task,
      List<HostState> hosts,
      PlayFrame frame,
      Inherited inh,
      TaskHeader header,
      boolean runOnce) {
    return run(task, List.of(), hosts, frame, inh, header, runOnce);
  }

  /**
   * As above; {@code coming}: the tasks after it in its list, whose probes may be read ahead with
   * its own.
   */
  List<HostState> run(
      Task task,
      List<ProbeAhead.Coming> coming,
      List<HostState> hosts,
      PlayFrame frame,
      Inherited inh,
      TaskHeader header,
      boolean runOnce) {
    List<HostState> targets = runOnce && !hosts.isEmpty() ? List.of(hosts.get(0)) : hosts;
    List<ProbeAhead.Coming> ahead = runOnce ? List.of() : coming;
    List<TaskRunner.HostRun> runs = execute(task, ahead, targets, frame, inh, header);
    List<HostState> failed = new ArrayList<>();
    for (TaskRunner.HostRun r : runs) {
      apply(task, header, r, inh, frame);
      r.events().forEach(e -> ResultNotices.report(e, run.listener()));
      if (r.outcome().status() == Status.FAILED && !r.outcome().ignored()) {
        failed.add(r.host());
      }
    }
    if (runOnce && !runs.isEmpty()) {
      copyToOthers(task, hosts, runs.get(0), inh, frame);
    }
    return failed;
  }

  /** Runs an engine step (not a module) on each host, with the same effects and reporting. */
  List<HostState> runEach(
      List<HostState> hosts,
      TaskHeader header,
      java.util.function.Function<HostState, Outcome> step) {
    run.listener().taskStart(header);
    List<Future<Outcome>> futures = new ArrayList<>();
    for (HostState h : hosts) {
      futures.add(
          hosts.size() == 1
              ? CompletableFuture.completedFuture(step.apply(h))
              : pool.submit(() -> step.apply(h)));
    }
    List<Outcome> outcomes = awaitAll(futures, hosts, header);
    List<HostState> failed = new ArrayList<>();
    for (int i = 0; i < hosts.size(); i++) {
      HostState h = hosts.get(i);
      Outcome o = outcomes.get(i);
      h.count(o);
      if (o.status() == Status.UNREACHABLE) {
        h.markUnreachable();
      } else if (o.status() == Status.FAILED) {
        h.failed(FailedTask.of(header, o.result()));
        failed.add(h);
      }
      ResultNotices.report(runner.event(h, header, o, null, false), run.listener());
    }
    return failed;
  }

  private List<TaskRunner.HostRun> execute(
      Task task,
      List<ProbeAhead.Coming> coming,
      List<HostState> hosts,
      PlayFrame frame,
      Inherited inh,
      TaskHeader header) {
    if (hosts.size() == 1 || inHostOrder(task, inh, frame)) {
      return hosts.stream().map(h -> runner.run(task, coming, h, frame, inh, header)).toList();
    }
    java.util.concurrent.Semaphore limit =
        new java.util.concurrent.Semaphore(throttle(inh, hosts.size()));
    List<Future<TaskRunner.HostRun>> futures = new ArrayList<>();
    for (HostState h : hosts) {
      futures.add(
          pool.submit(
              () -> {
                limit.acquireUninterruptibly();
                try {
                  return runner.run(task, coming, h, frame, inh, header);
                } finally {
                  limit.release();
                }
              }));
    }
    return awaitAll(futures, hosts, header);
  }

  /**
   * A module that adds to the inventory runs host after host, so that what it adds comes in host
   * order.
   */
  private boolean inHostOrder(Task task, Inherited inh, PlayFrame frame) {
    return run.module(task, inh, frame).map(Module::editsInventory).orElse(false);
  }

  /** {@code throttle: N}: at most N hosts run this task at once (never more than forks). */
  private static int throttle(Inherited inh, int hosts) {
    Object t = inh.scalars().throttle();
    if (t == null) {
      return hosts;
    }
    int n = Integer.parseInt(String.valueOf(t).strip());
    return n <= 0 ? hosts : n;
  }

  /** Waits for every host in order, reporting progress (hosts done, who is still running). */
  private <T> List<T> awaitAll(List<Future<T>> futures, List<HostState> hosts, TaskHeader header) {
    long start = System.nanoTime();
    List<T> out = new ArrayList<>();
    for (int i = 0; i < futures.size(); i++) {
      Future<T> f = futures.get(i);
      while (!f.isDone()) {
        waitBriefly(f);
        long done = futures.stream().filter(Future::isDone).count();
        run.listener()
            .progress(
                header,
                (int) done,
                futures.size(),
                hosts.get(i).name(),
                java.time.Duration.ofNanos(System.nanoTime() - start));
      }
      out.add(join(f));
    }
    return out;
  }

  private static void waitBriefly(Future<?> f) {
    try {
      f.get(PROGRESS_INTERVAL_MS, java.util.concurrent.TimeUnit.MILLISECONDS);
    } catch (java.util.concurrent.TimeoutException | ExecutionException e) {
      // still running, or failed: join() reports a failure
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static <T> T join(Future<T> f) {
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException(
          "internal error while running a task: " + e.getCause(), e.getCause());
    }
  }

  /** {@code run_once}: every host gets the result, and the facts that were not delegated. */
  private void copyToOthers(
      Task task, List<HostState> hosts, TaskRunner.HostRun first, Inherited inh, PlayFrame frame) {
    String firstHost = first.host().name();
    for (HostState h : hosts.subList(1, hosts.size())) {
      if (task.keywords().register()
          != null) { // what the first registered: its outcome may be hidden (no_log)
        h.setVar(task.keywords().register(), first.host().vars().get(task.keywords().register()));
      }
      facts(
          run.module(task, inh, frame),
          first,
          i -> factsHost(first, i).equals(firstHost) ? h : null);
    }
  }

  /** A result's effects on the host: failure state, facts, notifications, recap counters. */
  private void apply(
      Task task, TaskHeader header, TaskRunner.HostRun r, Inherited inh, PlayFrame frame) {
    HostState host = r.host();
    Outcome o = r.outcome();
    host.count(o);
    if (o.status() == Status.UNREACHABLE) {
      unreachable(host, inh);
    } else if (o.status() == Status.FAILED && !o.ignored()) {
      host.failed(FailedTask.of(task, header, o.result()));
    }
    facts(run.module(task, inh, frame), r, i -> run.host(factsHost(r, i)));
    if (o.status() == Status.CHANGED) {
      notifyHandlers(task, inh, host);
    }
  }

  /** The host receiving the facts of result {@code i} (the task host, or a delegated one). */
  private static String factsHost(TaskRunner.HostRun r, int i) {
    return i < r.facts().size() ? r.facts().get(i).host() : r.host().name();
  }

  /** The host leaves the play, unless the task has {@code ignore_unreachable}. */
  private void unreachable(HostState host, Inherited inh) {
    if (!Boolean.TRUE.equals(dev.play.module.Args.toBool(inh.scalars().ignoreUnreachable()))) {
      host.markUnreachable();
    }
  }

  /**
   * The facts of each result (the outcome, or each loop item's) given to {@code receiver.apply(i)}
   * for result {@code i}; none where it gives null.
   */
  private void facts(
      Optional<Module> module,
      TaskRunner.HostRun hostRun,
      java.util.function.IntFunction<HostState> receiver) {
    boolean setFact = module.map(m -> m.name().equals("set_fact")).orElse(false);
    boolean includeVars = module.map(m -> m.name().equals("include_vars")).orElse(false);
    boolean gathered = module.map(Module::returnsHostFacts).orElse(false);
    for (int i = 0; i < hostRun.facts().size(); i++) {
      Map<String, Object> facts = hostRun.facts().get(i).values();
      HostState host = receiver.apply(i);
      if (host == null || facts.isEmpty()) {
        continue;
      }
      if (setFact) {
        facts.forEach(host::setVar);
        if (hostRun.facts().get(i).cacheable()) {
          // as Ansible: a fact too (below set_fact's precedence), which the fact cache keeps
          host.addModuleFacts(facts);
        }
      } else if (includeVars) {
        facts.forEach(host::includeVar);
      } else if (gathered) {
        host.addFacts(withoutPrefix(facts));
      } else {
        host.addModuleFacts(facts);
      }
    }
  }

  /**
   * Gathered facts by their names in {@code ansible_facts}: {@code ansible_hostname} is {@code
   * hostname}, as Ansible keeps them.
   */
  private static Map<String, Object> withoutPrefix(Map<String, Object> facts) {
    Map<String, Object> out = new java.util.LinkedHashMap<>();
    facts.forEach(
        (k, v) -> out.put(k.startsWith("ansible_") ? k.substring("ansible_".length()) : k, v));
    return out;
  }

  private void notifyHandlers(Task task, Inherited inh, HostState host) {
    for (String name : inh.scalars().notifies()) {
      List<Task> reached = handlers.matching(name);
      reached.forEach(h -> host.notified().add(Handlers.id(h)));
      if (reached.isEmpty()) {
        run.listener()
            .warning(
                "handler '"
                    + name
                    + "' notified by task '"
                    + task.displayName()
                    + "' at "
                    + task.source()
                    + " was not found");
      }
    }
  }
}
