package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.module.ModuleRegistry;
import dev.play.playbook.Block;
import dev.play.playbook.Keywords;
import dev.play.playbook.LoadedRole;
import dev.play.playbook.Play;
import dev.play.playbook.Playbook;
import dev.play.playbook.Task;
import dev.play.playbook.TaskNode;
import java.util.List;
import java.util.function.Consumer;

/**
 * Finds input errors before anything runs: unknown modules (with a suggestion) and conditions that
 * do not parse. Dynamic includes are checked when loaded; module arguments when a task runs
 * ({@link ArgumentCheck}). Warns once when a play asks for Ansible's interactive debugger
 * ({@code debugger:} other than {@code never}, or {@code strategy: debug}), which play has not.
 */
final class PlaybookValidator {
  private final ModuleRegistry registry;
  private final Conditions conditions;
  private final Consumer<String> warnings;
  /** The first place that asks for the debugger, with what it says there. */
  private String debugger;

  PlaybookValidator(ModuleRegistry registry, Conditions conditions, Consumer<String> warnings) {
    this.registry = registry;
    this.conditions = conditions;
    this.warnings = warnings;
  }

  void validate(List<Playbook> playbooks) {
    for (Playbook pb : playbooks) {
      for (Play play : pb.plays()) {
        validate(play);
      }
    }
    if (debugger != null) {
      warnings.accept("play has no interactive debugger: '" + debugger + " and any other use of it are ignored;"
          + " failed tasks are reported as usual");
    }
  }

  private void validate(Play play) {
    if (Strategy.of(play) == Strategy.DEBUG) {
      debuggerAt("strategy: debug", play.source());
    }
    debugger(play.keywords(), play.source());
    nodes(play.preTasks());
    play.roles().forEach(this::role);
    nodes(play.tasks());
    nodes(play.postTasks());
    nodes(play.handlers());
  }

  private void role(LoadedRole role) {
    debugger(role.keywords(), dev.play.error.Source.of(role.instance().path().toString()));
    role.dependencies().forEach(this::role);
    nodes(role.tasks());
    nodes(role.handlers());
  }

  void nodes(List<TaskNode> nodes) {
    for (TaskNode n : nodes) {
      conditionsOf(n.keywords(), n.source());
      if (n instanceof Block b) {
        nodes(b.block());
        nodes(b.rescue());
        nodes(b.always());
      } else if (n instanceof Task t) {
        task(t);
      }
    }
  }

  private void task(Task t) {
    if (EngineActions.kind(t.action()) != EngineActions.Kind.MODULE) {
      return;
    }
    if (registry.find(t.action()).isEmpty()) {
      throw PlayError.parse(t.source(), registry.unknownModuleMessage(t.action()));
    }
  }

  /** Notes where a {@code debugger:} asks for the debugger ({@code never} does not). */
  private void debugger(Keywords kw, Source where) {
    Object value = kw.other("debugger");
    if (value != null && !"never".equals(String.valueOf(value))) {
      debuggerAt("debugger: " + value, where);
    }
  }

  private void debuggerAt(String what, Source where) {
    if (debugger == null) {
      debugger = what + "' (" + where + ")";
    }
  }

  private void conditionsOf(Keywords kw, Source where) {
    debugger(kw, where);
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
      texts.forEach(t -> conditions.parse(t, where));
    }
  }
}
