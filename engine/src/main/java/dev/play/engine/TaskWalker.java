package dev.play.engine;

import dev.play.output.TaskHeader;
import dev.play.playbook.Block;
import dev.play.playbook.LoadedRole;
import dev.play.playbook.Task;
import dev.play.playbook.TaskNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The linear strategy: walks a task list, running each task on every host of the lane before the
 * next; blocks route failed hosts to {@code rescue} and all hosts through {@code always}.
 */
final class TaskWalker {
  private final RunContext run;
  private final PlayFrame frame;
  private final TaskDispatch dispatch;
  private final Handlers handlers;
  private final PlayControl control;
  private final TagFilter tags;
  private final Includes includes;
  private final HandlerRunner handlerRunner;

  /** How many blocks around the task running have a rescue that takes a host failing here back. */
  private int rescuing;

  TaskWalker(
      RunContext run,
      PlayFrame frame,
      TaskDispatch dispatch,
      Handlers handlers,
      PlayControl control) {
    this.run = run;
    this.frame = frame;
    this.dispatch = dispatch;
    this.handlers = handlers;
    this.control = control;
    this.tags = new TagFilter(run.options().tags(), run.options().skipTags());
    this.includes = new Includes(run, frame, this, dispatch.runner());
    this.handlerRunner = new HandlerRunner(run, frame, dispatch, handlers);
  }

  @SuppressWarnings(
      "ReferenceEquality") // role instances are told apart by identity: one role brought in twice
  // is two instances
  void runAll(List<TaskNode> nodes, List<HostState> lane, Inherited inh) {
    for (int i = 0; i < nodes.size(); i++) {
      if (stop(lane)) {
        return;
      }
      TaskNode n = nodes.get(i);
      if (n instanceof Block b) {
        Inherited inside = inh.child(b.keywords(), b.role(), b.source());
        if (b.role() != null && b.role() != inh.role()) {
          // a role entered by a block: one import_role brought in, or its dependency (RoleTasks)
          new RoleArgumentCheck(run, frame, dispatch).run(b.role(), active(lane), inside);
        }
        runBlock(b, lane, inside);
      } else if (n instanceof Task t) {
        runTask(t, lane, inh, nodes.subList(i + 1, nodes.size()));
      }
      boolean rescues = rescuing > 0;
      lane.forEach(h -> h.settleFailure(rescues));
    }
  }

  /**
   * The tasks that follow in the list and may be read ahead ({@link ProbeAhead#passes}), up to the
   * first that may not (a block, an include, a meta action, a module that waits or changes things
   * other than through its plan) and at most {@link ProbeCache#MAX_WINDOW}.
   */
  private List<ProbeAhead.Coming> coming(List<TaskNode> after, Inherited parent) {
    List<ProbeAhead.Coming> out = new ArrayList<>();
    for (TaskNode n : after) {
      if (!(n instanceof Task t) || out.size() >= ProbeCache.MAX_WINDOW) {
        break;
      }
      Inherited inh = parent.child(t.keywords(), t.role(), t.source());
      if (!ProbeAhead.passes(run, t, inh, frame)) {
        break;
      }
      if (tags.selected(inh.tags())) {
        out.add(new ProbeAhead.Coming(t, inh));
      }
    }
    return out;
  }

  /**
   * {@code role}'s dependencies, then its tasks, all inside its entry's keywords ({@link
   * RoleContexts}).
   */
  void runRole(LoadedRole role, List<HostState> lane, Inherited inh) {
    Inherited inside = RoleContexts.inside(role, inh);
    for (LoadedRole dep : role.dependencies()) {
      runRole(dep, lane, inside);
    }
    new RoleArgumentCheck(run, frame, dispatch).run(role, active(lane), inside);
    runAll(role.tasks(), lane, inside);
  }

  void flushHandlers(List<HostState> lane) {
    handlerRunner.flush(lane);
  }

  private void runBlock(Block b, List<HostState> lane, Inherited inh) {
    List<HostState> entered = active(lane);
    if (entered.isEmpty()) {
      return;
    }
    runSection(b, entered, inh);
    List<HostState> toRescue = new ArrayList<>();
    for (HostState h : entered) {
      if (h.failed() && !h.unreachable() && !b.rescue().isEmpty()) {
        toRescue.add(h);
      }
    }
    if (!toRescue.isEmpty()) {
      toRescue.forEach(
          h -> {
            h.failed(false);
            h.countRescued();
          });
      runAll(b.rescue(), toRescue, inh);
    }
    if (!b.always().isEmpty()) {
      runAlways(b, entered, inh);
    }
  }

  /** The block's tasks; a failure there is one its rescue, or an enclosing one, takes back. */
  private void runSection(Block b, List<HostState> entered, Inherited inh) {
    int rescues = b.rescue().isEmpty() ? 0 : 1;
    rescuing += rescues;
    try {
      runAll(b.block(), entered, inh);
    } finally {
      rescuing -= rescues;
    }
  }

  private void runAlways(Block b, List<HostState> entered, Inherited inh) {
    List<HostState> failedBefore = new ArrayList<>();
    for (HostState h : entered) {
      if (h.failed()) {
        failedBefore.add(h);
        h.failed(false);
      }
    }
    runAll(b.always(), entered, inh);
    failedBefore.forEach(h -> h.failed(true));
  }

  private void runTask(Task task, List<HostState> lane, Inherited parent, List<TaskNode> after) {
    Inherited inh = parent.child(task.keywords(), task.role(), task.source());
    List<HostState> hosts = active(lane);
    if (hosts.isEmpty()
        || (!tags.selected(inh.tags()) && !isMetaAlways(task))
        || !reachedStart(task)) {
      return;
    }
    switch (EngineActions.kind(task.action())) {
      case INCLUDE_TASKS -> includes.tasks(task, hosts, inh, parent);
      case INCLUDE_ROLE -> includes.role(task, hosts, inh, parent, handlers);
      case META -> new MetaActions(run, frame, this, control).run(task, hosts, inh);
      case MODULE -> module(task, hosts, inh, coming(after, parent));
    }
  }

  private void module(
      Task task, List<HostState> hosts, Inherited inh, List<ProbeAhead.Coming> coming) {
    TaskHeader header =
        new TaskHeader(
                TaskHeader.Kind.TASK,
                roleName(task),
                dispatch.displayName(task, hosts, frame, inh),
                task.action())
            .at(task.source());
    java.util.Optional<dev.play.module.Module> m = run.module(task, inh, frame);
    // as Ansible's BYPASS_HOST_LOOP: tasks only (Ansible runs such a handler on every notified
    // host)
    boolean firstOnly = m.map(dev.play.module.Module::firstHostOnly).orElse(false);
    if (firstOnly && Strategy.of(frame.play()) == Strategy.FREE) {
      checkFatal(dispatch.runEach(hosts, header, h -> Outcome.failed(freeRefusal(task))), inh);
      return;
    }
    run.listener().taskStart(header);
    boolean runOnce =
        Boolean.TRUE.equals(dev.play.module.Args.toBool(inh.scalars().runOnce()))
            || m.map(dev.play.module.Module::runsOncePerPlay).orElse(false);
    List<HostState> targets = firstOnly && !runOnce ? hosts.subList(0, 1) : hosts;
    checkFatal(dispatch.run(task, coming, targets, frame, inh, header, runOnce), inh);
  }

  /**
   * Ansible's refusal of a task that runs on the first host only ({@code add_host}) under {@code
   * strategy: free}.
   */
  private static String freeRefusal(Task task) {
    return "The '"
        + task.action()
        + "' module bypasses the host loop, which is currently not supported in the free "
        + "strategy and would instead execute for every host in the inventory list.";
  }

  /**
   * {@code any_errors_fatal} and {@code max_fail_percentage} stop the play for every host; the
   * hosts still running are told to the listeners as stopped (their predictions are incomplete).
   */
  private void checkFatal(List<HostState> failed, Inherited inh) {
    boolean fatal =
        Boolean.TRUE.equals(dev.play.module.Args.toBool(inh.scalars().anyErrorsFatal()));
    if (!failed.isEmpty() && fatal) {
      stopPlay("any_errors_fatal: the play stopped after " + failed.get(0).name() + " failed");
      return;
    }
    Object max = frame.play().maxFailPercentage();
    if (max != null) {
      long down =
          frame.batch().stream()
              .filter(h -> run.host(h).failed() || run.host(h).unreachable())
              .count();
      double pct = 100.0 * down / Math.max(1, frame.batch().size());
      if (pct > Double.parseDouble(String.valueOf(max))) {
        stopPlay(
            String.format(
                java.util.Locale.ROOT,
                "max_fail_percentage: %.0f%% of the batch failed, over %s%%;" + " the play stopped",
                pct,
                max));
      }
    }
  }

  private void stopPlay(String why) {
    control.stop();
    List<String> running =
        active(frame.batch().stream().map(run::host).toList()).stream()
            .map(HostState::name)
            .toList();
    if (!running.isEmpty()) {
      run.listener().stopped(running, why);
    }
  }

  private boolean reachedStart(Task task) {
    return run.startAt().reached(task.displayName());
  }

  private static boolean isMetaAlways(Task task) {
    return EngineActions.kind(task.action()) == EngineActions.Kind.META
        && "flush_handlers".equals(String.valueOf(task.args().get("_raw_params")));
  }

  static String roleName(TaskNode n) {
    return n.role() == null ? null : n.role().name();
  }

  boolean stop(List<HostState> lane) {
    return control.stopped() || run.interrupted() || active(lane).isEmpty();
  }

  List<HostState> active(List<HostState> lane) {
    List<HostState> out = new ArrayList<>();
    for (HostState h : lane) {
      if (h.active()) {
        out.add(h);
      }
    }
    return out;
  }
}
