package dev.play.engine;

import dev.play.error.PlayError;
import dev.play.expr.ExpressionException;
import dev.play.playbook.Task;
import dev.play.template.VariableCycleException;
import dev.play.vars.UndefinedVariableException;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@code meta:} actions: flush_handlers, end_play, end_host, clear_facts, refresh_inventory,
 * reset_connection, ...
 */
final class MetaActions {
  private final RunContext run;
  private final PlayFrame frame;
  private final TaskWalker walker;
  private final PlayControl control;
  private final Scopes scopes;

  MetaActions(RunContext run, PlayFrame frame, TaskWalker walker, PlayControl control) {
    this.run = run;
    this.frame = frame;
    this.walker = walker;
    this.control = control;
    this.scopes = new Scopes(run);
  }

  void run(Task task, List<HostState> hosts, Inherited inh) {
    String action = String.valueOf(task.args().get("_raw_params")).strip();
    Supplier<List<HostState>> matching =
        () -> hosts.stream().filter(h -> holds(task, h, inh)).toList();
    switch (action) {
      case "flush_handlers" -> walker.flushHandlers(hosts);
      case "end_play" -> {
        if (!matching.get().isEmpty()) {
          control.stop();
        }
      }
      case "end_host" -> matching.get().forEach(HostState::end);
      case "clear_facts" -> clearFacts(task, hosts, inh);
      case "reset_connection" -> matching.get().forEach(h -> run.connections().discard(h.name()));
      case "refresh_inventory" -> refreshInventory(task, inh);
      case "noop", "clear_host_errors", "end_batch" -> {}
      default -> run.listener().warning("unknown meta action '" + action + "' at " + task.source());
    }
  }

  /**
   * As Ansible: the condition is taken on the first host, and when it holds, every host of the play
   * loses its facts and its fact cache entry (set_fact variables stay).
   */
  private void clearFacts(Task task, List<HostState> hosts, Inherited inh) {
    if (!hosts.isEmpty() && holds(task, hosts.get(0), inh)) {
      frame.allHosts().forEach(h -> run.host(h).clearFacts());
    }
  }

  /**
   * The inventory's sources read again; a condition is not taken, with Ansible's warning. A source
   * that no longer reads stops the run, as it would stop play at the start (Ansible warns and goes
   * on without it).
   */
  private void refreshInventory(Task task, Inherited inh) {
    if (!inh.conditions().isEmpty()) {
      run.listener().warning("refresh_inventory task does not support when conditional");
    }
    try {
      run.refreshInventory();
    } catch (PlayError e) {
      throw new PlayError(
          e.kind(),
          e.source(),
          e.getMessage() + " (read again by meta: refresh_inventory at " + task.source() + ")",
          e.snippet());
    }
  }

  /**
   * Whether {@code task}'s conditions hold on {@code h}; one that cannot be evaluated ends the run,
   * as in Ansible.
   */
  private boolean holds(Task task, HostState h, Inherited inh) {
    try {
      return run.conditions().firstUnmet(inh, scopes.forTask(h, frame, inh, Map.of())) == null;
    } catch (UndefinedVariableException | ExpressionException | VariableCycleException e) {
      throw PlayError.parse(
          task.source(),
          "the condition of meta '"
              + task.args().get("_raw_params")
              + "' failed on "
              + h.name()
              + ": "
              + e.getMessage());
    }
  }
}
