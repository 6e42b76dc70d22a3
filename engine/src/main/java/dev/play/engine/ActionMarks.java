package dev.play.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The internal keys Ansible's executor and actions add to a module's result, whichever module ran
 * (play's or Ansible's code): {@code _ansible_verbose_override} for {@code setup} and {@code
 * gather_facts} (their facts are not shown with {@code -v}: the {@code normal} and {@code
 * gather_facts} actions), {@code _ansible_delegated_vars} for a delegated task (the host it ran on,
 * which the console names: the task executor). {@link InternalKeys} reads them.
 */
final class ActionMarks {
  /**
   * Ansible's {@code C._ACTION_SETUP} and the {@code gather_facts} action, by the action as
   * written.
   */
  private static final Set<String> FACT_ACTIONS =
      Set.of(
          "setup",
          "ansible.builtin.setup",
          "ansible.legacy.setup",
          "gather_facts",
          "ansible.builtin.gather_facts",
          "ansible.legacy.gather_facts");

  private ActionMarks() {}

  /**
   * {@code o} with the keys of {@code action}'s result; {@code delegate}: the host the task was
   * delegated to, or null, and {@code address} its {@code ansible_host}, or null.
   */
  static Outcome mark(Outcome o, String action, String delegate, String address) {
    boolean facts = FACT_ACTIONS.contains(action);
    if (!facts && delegate == null) {
      return o;
    }
    Map<String, Object> r = new LinkedHashMap<>(o.result());
    if (facts) {
      r.put(InternalKeys.VERBOSE_OVERRIDE, true);
    }
    if (delegate != null) {
      Map<String, Object> vars = new LinkedHashMap<>();
      vars.put("ansible_delegated_host", delegate);
      if (address != null) {
        vars.put("ansible_host", address);
      }
      r.put(InternalKeys.DELEGATED_VARS, vars);
    }
    return o.withResult(o.status(), r);
  }
}
