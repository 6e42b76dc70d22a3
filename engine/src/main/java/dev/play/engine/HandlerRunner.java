package dev.play.engine;

import dev.play.module.Args;
import dev.play.output.TaskHeader;
import dev.play.playbook.Task;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs notified handlers once each, in definition order, on the hosts that notified them. A handler
 * notified by a handler further down runs in the same flush. A role's handlers inherit the play's
 * keywords and their role entry's, as its tasks do.
 */
final class HandlerRunner {
  private static final int MAX_PASSES = 10;

  private final RunContext run;
  private final PlayFrame frame;
  private final TaskDispatch dispatch;
  private final Handlers handlers;
  private final Inherited root;

  /** What a role's handlers inherit: the play's and the role entry's keywords. */
  private final RoleContexts roles;

  HandlerRunner(RunContext run, PlayFrame frame, TaskDispatch dispatch, Handlers handlers) {
    this.run = run;
    this.frame = frame;
    this.dispatch = dispatch;
    this.handlers = handlers;
    this.root = Inherited.root(frame.play().keywords());
    this.roles = RoleContexts.of(frame.play(), root);
  }

  void flush(List<HostState> lane) {
    for (int pass = 0; pass < MAX_PASSES && anyNotified(lane); pass++) {
      for (Task h : handlers.all()) {
        runHandler(h, lane);
      }
    }
  }

  private void runHandler(Task handler, List<HostState> lane) {
    String id = Handlers.id(handler);
    List<HostState> hosts = new ArrayList<>();
    for (HostState h : lane) {
      if (h.notified().remove(id) && eligible(h)) {
        hosts.add(h);
      }
    }
    if (hosts.isEmpty() || run.interrupted()) {
      return;
    }
    Inherited inh =
        roles.of(handler.role(), root).child(handler.keywords(), handler.role(), handler.source());
    TaskHeader header =
        new TaskHeader(
                TaskHeader.Kind.HANDLER,
                TaskWalker.roleName(handler),
                dispatch.displayName(handler, hosts, frame, inh),
                handler.action())
            .at(handler.source());
    run.listener().taskStart(header);
    boolean runOnce = Boolean.TRUE.equals(Args.toBool(inh.scalars().runOnce()));
    dispatch.run(handler, hosts, frame, inh, header, runOnce);
  }

  private boolean eligible(HostState h) {
    if (h.unreachable()) {
      return false;
    }
    return h.active() || (forceHandlers() && h.failed());
  }

  boolean forceHandlers() {
    return run.options().forceHandlers()
        || Boolean.TRUE.equals(Args.toBool(frame.play().forceHandlers()));
  }

  private static boolean anyNotified(List<HostState> lane) {
    return lane.stream().anyMatch(h -> !h.notified().isEmpty());
  }
}
