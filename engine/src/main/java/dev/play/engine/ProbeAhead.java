package dev.play.engine;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.lookup.LookupDeferred;
import dev.play.module.Module;
import dev.play.module.ModuleFailure;
import dev.play.playbook.Task;
import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a host's state for the tasks ahead in one round trip (planning from facts): when a task
 * starts on a host and nothing changed anywhere since that host's previous task started, the first
 * probe of this task and of the next ones in its list ({@link ProbeCache#nextWindow}) is found by
 * planning each with the host's current variables against a {@link RecordingConnection}, and the
 * probes go to the host together ({@link dev.play.connection.Connection#probeAll}). The tasks then
 * run as always; a probe that is exactly one read ahead, with nothing changed since, is answered
 * from the {@link ProbeCache}. Reading ahead never decides an outcome: a task whose variables,
 * condition or arguments turn out otherwise sends another probe, which goes to the host.
 *
 * <p>Only modules that {@link Module#plansFromProbes plan from probes} are read ahead, and only
 * tasks without a loop, {@code delegate_to}, {@code async} or {@code timeout} (whose commands run
 * under {@code timeout} and are not probes), and with the connection keywords of the current task;
 * a task that cannot be planned now (a variable registered later, a failing condition, a lookup
 * with side effects such as {@code pipe}, which must run once and only if its task runs: {@link
 * LookupDeferred}) is left out.
 */
final class ProbeAhead {
  /** A task that comes after the current one in its list, with what it inherits there. */
  record Coming(Task task, Inherited inh) {}

  private static final int BROKEN = 255;
  private static final List<String> CONNECTION_KEYWORDS =
      List.of(
          ConnectionKeywords.CONNECTION, ConnectionKeywords.REMOTE_USER, ConnectionKeywords.PORT);
  private final TaskRunner runner;

  ProbeAhead(TaskRunner runner) {
    this.runner = runner;
  }

  /**
   * Called as {@code task} starts on {@code host} (its condition met; {@code own} its way to the
   * host), before it plans.
   */
  void before(
      Task task,
      Inherited inh,
      List<Coming> coming,
      HostState host,
      PlayFrame frame,
      OwnConnection own) {
    ConnectionPool pool = runner.context().connections();
    ObservedConnection c = open(own);
    if (c == null || !c.batchesProbes()) {
      return;
    }
    long quiet = pool.clock().quiet();
    if (!c.probes().startTask(task, identitySet(coming), quiet)) {
      return;
    }
    List<Coming> window = new ArrayList<>();
    window.add(new Coming(task, inh));
    coming.subList(0, Math.min(coming.size(), c.probes().nextWindow() - 1)).stream()
        .filter(w -> sameConnection(inh, w.inh()))
        .forEach(window::add);
    List<Task> tasks = new ArrayList<>();
    List<Command> probes = new ArrayList<>();
    record(window, host, frame, tasks, probes);
    if (probes.size() > 1) {
      send(c, tasks, probes, quiet);
    }
  }

  /** The open connection a task uses on its own host, or null (none open yet, or bad settings). */
  private static ObservedConnection open(OwnConnection own) {
    try {
      return own.get().ifOpen();
    } catch (TaskFailure | ConnectionException | RuntimeException e) {
      return null; // the task meets the problem itself
    }
  }

  /**
   * Whether a task in {@code other} reaches its host as a task in {@code inh} does (the same
   * connection keywords).
   */
  private static boolean sameConnection(Inherited inh, Inherited other) {
    return CONNECTION_KEYWORDS.stream()
        .allMatch(k -> java.util.Objects.equals(inh.scalars().other(k), other.scalars().other(k)));
  }

  /** The first probe of each task of {@code window} that has one now, with its task. */
  private void record(
      List<Coming> window,
      HostState host,
      PlayFrame frame,
      List<Task> tasks,
      List<Command> probes) {
    for (Coming w : window) {
      Command probe = firstProbe(w, host, frame);
      if (probe != null) {
        tasks.add(w.task());
        probes.add(probe);
      }
    }
  }

  private static void send(
      ObservedConnection c, List<Task> tasks, List<Command> probes, long epoch) {
    List<CommandResult> answers;
    try {
      answers = c.probeAll(probes);
    } catch (ConnectionException e) {
      return; // the tasks meet the failure themselves
    }
    long now = System.nanoTime();
    List<ProbeCache.Entry> read = new ArrayList<>();
    for (int i = 0; i < probes.size(); i++) {
      // 255: the shell broke (or ssh failed) under the batch; such a task asks again itself
      if (answers.get(i).rc() != BROKEN) {
        read.add(new ProbeCache.Entry(tasks.get(i), probes.get(i), answers.get(i), epoch, now));
      }
    }
    c.probes().add(read);
  }

  /** The first probe {@code w}'s module would send on {@code host} now, or null. */
  private Command firstProbe(Coming w, HostState host, PlayFrame frame) {
    Task task = w.task();
    Inherited inh = w.inh();
    RunContext run = runner.context();
    Module module = run.module(task, inh, frame).orElse(null);
    if (module == null || !module.plansFromProbes() || !readable(task, inh)) {
      return null;
    }
    RecordingConnection recorder = new RecordingConnection(host.name());
    try {
      Scope scope = runner.scopes().readingAhead().forTask(host, frame, inh, Map.of());
      if (run.conditions().firstUnmet(inh, scope) != null) {
        return null;
      }
      TaskArguments args = TaskArguments.of(run, frame, task, module, inh, scope);
      TaskModuleContext ctx =
          new TaskModuleContext(
              host,
              new HostConnection(host.name(), recorder),
              Attempts.settings(runner, task, frame, inh, scope, null),
              scope,
              run.templater(),
              run.conditions(),
              run.runInventory(),
              run.session().vault());
      module.plan(module.bind(args.values()), ctx);
    } catch (LookupDeferred e) {
      return null; // a lookup with side effects (pipe, a new password file) runs only when its task
      // runs
    } catch (ConnectionException | ModuleFailure | TaskFailure | RuntimeException e) {
      // RecordingConnection.Stop ends every planning that reaches the host; anything else that
      // stops it now (a variable not yet set) leaves the task to plan when it runs
    }
    return recorder.probe();
  }

  /**
   * Whether a window of tasks read ahead may reach past {@code task}: a module that plans from
   * probes, or one that finishes at once on the controller ({@link Module#instant}).
   */
  static boolean passes(RunContext run, Task task, Inherited inh, PlayFrame frame) {
    return EngineActions.kind(task.action()) == EngineActions.Kind.MODULE
        && run.module(task, inh, frame).map(m -> m.plansFromProbes() || m.instant()).orElse(false);
  }

  /** Tasks whose first probe can be known now and goes to this host's connection, once. */
  private static boolean readable(Task task, Inherited inh) {
    return !task.keywords().hasLoop()
        && inh.scalars().delegateTo() == null
        && task.keywords().other().get("async") == null
        && inh.scalars().other("timeout") == null
        && (task.keywords().until() == null || task.keywords().until().isEmpty())
        && EngineActions.kind(task.action()) == EngineActions.Kind.MODULE;
  }

  private static Set<Task> identitySet(List<Coming> coming) {
    Set<Task> set = Collections.newSetFromMap(new IdentityHashMap<>());
    coming.forEach(c -> set.add(c.task()));
    return set;
  }
}
