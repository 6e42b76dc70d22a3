package dev.play.engine;

import dev.play.connection.ConnectionException;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleFailure;
import dev.play.output.Status;
import dev.play.playbook.Keywords;
import dev.play.playbook.Task;
import dev.play.vars.Scope;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One module invocation on one host, repeated while {@code until} does not hold; applies {@code
 * changed_when} and {@code failed_when}.
 */
final class Attempts {
  private static final int DEFAULT_RETRIES = 3;
  private static final int DEFAULT_DELAY = 5;

  private final TaskRunner runner;
  private final Task task;
  private final HostState host;
  private final PlayFrame frame;
  private final Inherited inh;
  private final Scope scope;
  private final OwnConnection own;

  /** {@code own}: the task's way to its own host, used unless the task is delegated. */
  Attempts(
      TaskRunner runner,
      Task task,
      HostState host,
      PlayFrame frame,
      Inherited inh,
      Scope scope,
      OwnConnection own) {
    this.runner = runner;
    this.task = task;
    this.host = host;
    this.frame = frame;
    this.inh = inh;
    this.scope = scope;
    this.own = own;
  }

  Outcome run() throws TaskFailure, ConnectionException {
    Module module = runner.module(task, inh, frame);
    ArgumentCheck.check(module, task);
    Outcome quiet = belowVerbosity(module);
    if (quiet != null) {
      return quiet;
    }
    AsyncJob async = asyncJob(module);
    String delegate = runner.settings().text(inh.scalars().delegateTo(), scope);
    boolean delegated = delegate != null && !delegate.equals(host.name());
    HostConnection conn =
        delegated ? runner.connection(host, frame, inh, delegate, scope) : own.get();
    Outcome o = attempts(module, context(conn, async), async);
    return ActionMarks.mark(
        o, task.action(), delegated ? delegate : null, delegated ? address(conn) : null);
  }

  /** The {@code ansible_host} of the host a delegated task runs on, or null. */
  private String address(HostConnection conn) {
    Scope vars = conn.vars();
    return vars != null && vars.contains("ansible_host")
        ? runner.settings().text(vars.get("ansible_host"), vars)
        : null;
  }

  /**
   * The module's run, repeated under {@code until}, timed out under {@code timeout}, or started as
   * async.
   */
  private Outcome attempts(Module module, TaskModuleContext ctx, AsyncJob async)
      throws TaskFailure, ConnectionException {
    Keywords kw = task.keywords();
    int limit = timeoutSeconds();
    if (async != null) {
      Attempt ran = attempt(module, ctx, limit);
      Outcome o = ran.timedOut() ? ran.outcome() : rules(ran.outcome());
      return ran.timedOut() ? o : async.detached() ? async.started(o) : async.limited(o);
    }
    if (kw.until() == null || kw.until().isEmpty()) {
      Attempt once = attempt(module, ctx, limit);
      return once.timedOut() ? once.outcome() : rules(once.outcome());
    }
    int retries = intValue(kw.retries(), DEFAULT_RETRIES);
    int delay = intValue(kw.delay(), DEFAULT_DELAY);
    Outcome last = null;
    for (int attempt = 1; attempt <= retries + 1; attempt++) {
      Attempt a = attempt(module, ctx, limit);
      if (a.timedOut()) {
        return a.outcome(); // as Ansible: a timed-out attempt ends the task, no retry
      }
      last = rules(a.outcome());
      Map<String, Object> r = new LinkedHashMap<>(last.result());
      r.put("attempts", attempt);
      last = last.withResult(last.status(), r);
      if ((last.status() != Status.FAILED && holds(kw.until(), last))
          || runner.context().interrupted()) {
        return last;
      }
      sleep(attempt <= retries ? delay : 0);
    }
    Map<String, Object> r = new LinkedHashMap<>(last.result());
    r.put("failed", true);
    r.putIfAbsent("msg", "Retries exhausted");
    return last.withResult(Status.FAILED, r);
  }

  /** One invocation's outcome, and whether the task's {@code timeout} ended it. */
  private record Attempt(Outcome outcome, boolean timedOut) {}

  /** Invokes the module once, under {@code seconds} of {@code timeout:} (0: none). */
  private Attempt attempt(Module module, TaskModuleContext ctx, int seconds)
      throws TaskFailure, ConnectionException {
    TaskTimeout limit = seconds > 0 ? TaskTimeout.start(seconds) : null;
    ctx.limit(limit);
    Outcome o = invoke(module, ctx);
    return limit != null && limit.passed()
        ? new Attempt(limit.failed(task.action()), true)
        : new Attempt(o, false);
  }

  /** The task's {@code timeout:} in seconds, templated; 0 when unset. */
  private int timeoutSeconds() throws TaskFailure {
    Integer seconds =
        runner
            .settings()
            .number(
                inh.scalars().other("timeout"),
                scope,
                "timeout",
                0,
                Integer.MAX_VALUE,
                "a whole number of seconds");
    return seconds == null ? 0 : seconds;
  }

  /**
   * {@code debug: verbosity: N} prints only with at least N {@code -v}, as Ansible's debug action.
   */
  private Outcome belowVerbosity(Module module) throws TaskFailure {
    if (!module.name().equals("debug") || task.args().get("verbosity") == null) {
      return null;
    }
    int wanted = intValue(task.args().get("verbosity"), 0);
    if (wanted <= runner.context().options().verbosity()) {
      return null;
    }
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", false);
    r.put("skipped", true);
    r.put("skipped_reason", "Verbosity threshold not met.");
    return Outcome.of(Status.SKIPPED, r);
  }

  /** The task's {@code async}/{@code poll} (not in check mode, where the module only plans). */
  private AsyncJob asyncJob(Module module) throws TaskFailure {
    Map<String, Object> other = task.keywords().other();
    Object async =
        other.get("async") == null
            ? null
            : runner.context().templater().render(other.get("async"), scope);
    Object poll =
        other.get("poll") == null
            ? null
            : runner.context().templater().render(other.get("poll"), scope);
    AsyncJob job = AsyncJob.of(async, poll);
    if (job != null
        && module instanceof dev.play.module.RemoteModule
        && runner.settings().check(inh.scalars(), scope)) {
      throw new TaskFailure(
          "check mode and async cannot be used on same task."); // as Ansible's action
    }
    if (job == null || runner.settings().check(inh.scalars(), scope)) {
      return null;
    }
    if (job.detached() && !AsyncJob.allowsDetached(module.name())) {
      throw new TaskFailure(
          "async with poll: 0 is supported for command and shell only (module "
              + module.name()
              + ")");
    }
    return job;
  }

  private TaskModuleContext context(HostConnection conn, AsyncJob async) throws TaskFailure {
    RunContext run = runner.context();
    return new TaskModuleContext(
        host,
        conn,
        settings(runner, task, frame, inh, scope, async),
        scope,
        run.templater(),
        run.conditions(),
        run.runInventory(),
        run.session().vault());
  }

  /** How {@code task} reaches its host and what it may look at, with {@code scope}'s values. */
  static TaskModuleContext.Settings settings(
      TaskRunner runner, Task task, PlayFrame frame, Inherited inh, Scope scope, AsyncJob async)
      throws TaskFailure {
    TaskSettings s = runner.settings();
    Keywords kw = inh.scalars();
    boolean noLog = kw.noLog() != null && s.flag(kw.noLog(), scope, false, "no_log");
    return new TaskModuleContext.Settings(
        s.check(kw, scope),
        s.diff(kw, scope),
        s.become(kw, scope),
        new LazyList<>(() -> TaskSettings.searchDirs(inh, frame.play().baseDir())),
        task.source(),
        UnforeseenTask.label(task),
        s.environment(kw, scope),
        async,
        noLog,
        runner.context().options().verbosity(),
        runner.context().listener()::warning);
  }

  private Outcome invoke(Module module, TaskModuleContext ctx)
      throws TaskFailure, ConnectionException {
    TaskArguments args = TaskArguments.of(runner.context(), frame, task, module, inh, scope);
    Keywords kw = task.keywords();
    boolean resultRules = kw.changedWhen() != null || kw.failedWhen() != null;
    Args bound;
    try {
      bound = ArgumentCheck.bind(module, task, args);
    } catch (ModuleFailure f) {
      return ModuleInvoker.failed(f);
    }
    return ModuleInvoker.invoke(module, bound, ctx, resultRules);
  }

  /** {@code changed_when} and {@code failed_when}, with the result under its register name. */
  private Outcome rules(Outcome o) {
    Keywords kw = task.keywords();
    if (o.status() == Status.SKIPPED || (kw.changedWhen() == null && kw.failedWhen() == null)) {
      return o;
    }
    Map<String, Object> r = new LinkedHashMap<>(o.result());
    boolean changed = Boolean.TRUE.equals(r.get("changed"));
    boolean failed = o.status() == Status.FAILED;
    if (kw.changedWhen() != null) {
      changed = holds(kw.changedWhen(), o);
      r.put("changed", changed);
    }
    if (kw.failedWhen() != null) {
      failed = holds(kw.failedWhen(), o);
      r.put("failed", failed);
      if (failed) {
        r.putIfAbsent("msg", "failed_when condition was met");
      }
    }
    Status status = failed ? Status.FAILED : changed ? Status.CHANGED : Status.OK;
    return new Outcome(
        status,
        r,
        o.diffs(),
        changed ? o.changes() : List.of(),
        o.noChangeReason(),
        false,
        changed ? o.assumed() : List.of());
  }

  private boolean holds(List<String> conditions, Outcome o) {
    Map<String, Object> loop = new LinkedHashMap<>();
    if (task.keywords().register() != null) {
      loop.put(task.keywords().register(), o.settled());
    }
    Scope withResult = runner.scopes().forTask(host, frame, inh, merged(loop));
    for (String c : conditions) {
      if (!runner.context().conditions().test(c, task.source(), withResult)) {
        return false;
      }
    }
    return true;
  }

  /** Loop variables of the current item stay visible to the rules. */
  private Map<String, Object> merged(Map<String, Object> extra) {
    Map<String, Object> all = new LinkedHashMap<>();
    for (String name :
        List.of(task.keywords().loopControl().loopVar(), "ansible_loop", "ansible_loop_var")) {
      if (scope.contains(name)) {
        all.put(name, scope.get(name));
      }
    }
    all.putAll(extra);
    return all;
  }

  private int intValue(Object raw, int fallback) throws TaskFailure {
    String s = runner.settings().text(raw, scope);
    if (s == null) {
      return fallback;
    }
    try {
      return Integer.parseInt(s.trim());
    } catch (NumberFormatException e) {
      throw new TaskFailure("expected an integer for retries/delay, got '" + s + "'");
    }
  }

  private void sleep(int seconds) {
    try {
      Thread.sleep(seconds * 1000L);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
