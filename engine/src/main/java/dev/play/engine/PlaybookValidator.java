package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.playbook.Block;
import dev.play.playbook.Keywords;
import dev.play.playbook.LoadedRole;
import dev.play.playbook.Play;
import dev.play.playbook.Playbook;
import dev.play.playbook.Task;
import dev.play.playbook.TaskNode;
import java.util.List;

/**
 * Finds input errors before anything runs: modules that resolve to nothing or to one play does not
 * implement (with the {@code collections} each task searches), {@code module_defaults} keys that
 * resolve to nothing ({@link ModuleKeywordCheck}), and conditions that do not parse. Dynamic
 * includes are checked when loaded; module arguments when a task runs ({@link ArgumentCheck}).
 * Warns once when the playbooks ask for the interactive debugger ({@link DebuggerUse}).
 */
final class PlaybookValidator {
  private final RunContext run;
  private final DebuggerUse debugger = new DebuggerUse();

  /** Deprecations of module names already reported: each once per run, as Ansible's display. */
  private final java.util.Set<String> deprecations = new java.util.HashSet<>();

  PlaybookValidator(RunContext run) {
    this.run = run;
  }

  void validate(List<Playbook> playbooks) {
    for (Playbook pb : playbooks) {
      for (Play play : pb.plays()) {
        validate(play);
      }
    }
    debugger.warn(run.listener()::warning);
  }

  private void validate(Play play) {
    debugger.strategy(Strategy.of(play), play.source());
    run.filterPlugins().searchFrom(play.baseDir());
    Walk walk =
        new Walk(new ModuleKeywordCheck(run.names(play.baseDir()), run.listener()::warning), play);
    walk.keywords(play.keywords(), play.source());
    Inherited root = Inherited.root(play.keywords());
    walk.nodes(play.preTasks(), root);
    play.roles().forEach(r -> walk.role(r, root));
    walk.nodes(play.tasks(), root);
    walk.nodes(play.postTasks(), root);
    walk.handlers(play.handlers(), RoleContexts.of(play, root), root);
  }

  /** One play's task lists, walked with what each node inherits, as the engine runs them. */
  private final class Walk {
    private final ModuleKeywordCheck check;
    private final Play play;

    Walk(ModuleKeywordCheck check, Play play) {
      this.check = check;
      this.play = play;
    }

    /**
     * The keywords written on one node ({@code where}): module names and defaults, the debugger.
     */
    void keywords(Keywords kw, Source where) {
      check.keywords(kw, where);
      debugger.keywords(kw, where);
    }

    void role(LoadedRole role, Inherited inh) {
      run.filterPlugins().searchFrom(role.instance().path());
      Inherited inside = RoleContexts.inside(role, inh);
      role.dependencies().forEach(dep -> role(dep, inside));
      keywords(role.keywords(), Source.of(role.instance().path().toString()));
      nodes(role.tasks(), inside);
    }

    void nodes(List<TaskNode> nodes, Inherited parent) {
      for (TaskNode n : nodes) {
        conditionsOf(n.keywords(), n.source());
        keywords(n.keywords(), n.source());
        Inherited inh = parent.child(n.keywords(), n.role(), n.source());
        if (n instanceof Block b) {
          nodes(b.block(), inh);
          nodes(b.rescue(), inh);
          nodes(b.always(), inh);
        } else if (n instanceof Task t) {
          task(t, inh);
        }
      }
    }

    /** Handlers inherit from their play and their role's entry only ({@link HandlerRunner}). */
    void handlers(List<TaskNode> handlers, RoleContexts roles, Inherited root) {
      for (TaskNode n : handlers) {
        conditionsOf(n.keywords(), n.source());
        keywords(n.keywords(), n.source());
        if (n instanceof Block b) {
          handlers(b.block(), roles, root);
        } else if (n instanceof Task t) {
          task(t, roles.of(t.role(), root).child(t.keywords(), t.role(), t.source()));
        }
      }
    }

    private void task(Task t, Inherited inh) {
      if (EngineActions.kind(t.action()) != EngineActions.Kind.MODULE) {
        return;
      }
      java.util.Optional<dev.play.module.Module> m =
          check
              .names()
              .module(t.action(), inh.collections(), () -> run.library(inh, play.baseDir()));
      if (m.isEmpty()) {
        throw PlayError.parse(t.source(), run.unresolved(t, inh, play.baseDir()));
      }
      if (m.get() instanceof dev.play.module.RemoteModule) {
        check
            .names()
            .deprecation(t.action(), inh.collections())
            .filter(deprecations::add)
            .ifPresent(run.listener()::deprecation);
      }
    }
  }

  private void conditionsOf(Keywords kw, Source where) {
    if (kw.throttle() != null && !String.valueOf(kw.throttle()).strip().matches("\\d+")) {
      throw PlayError.parse(where, "throttle must be a whole number, got '" + kw.throttle() + "'");
    }
    parseAll(kw.when(), where);
    parseAll(kw.changedWhen(), where);
    parseAll(kw.failedWhen(), where);
    parseAll(kw.until(), where);
  }

  private void parseAll(List<String> texts, Source where) {
    if (texts != null) {
      texts.forEach(t -> run.conditions().parse(t, where));
    }
  }
}
