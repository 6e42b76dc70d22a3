package dev.play.engine;

import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;

/**
 * A loop whose value uses an undefined variable, as Ansible's task executor treats it: the error is
 * kept while the task's conditions are evaluated without a loop item; the task is skipped when one
 * is false, and fails with the loop's error when all hold or one cannot be evaluated. So {@code
 * loop: "{{ user.ssh_keys }}"} with {@code when: user.ssh_keys is defined} skips.
 */
final class UndefinedLoop {
  private UndefinedLoop() {}

  /** The first condition that is false, or {@code loopError} thrown. */
  static String unmetCondition(
      Conditions conditions, Inherited inh, Scope scope, UndefinedVariableException loopError) {
    String unmet;
    try {
      unmet = conditions.firstUnmet(inh, scope);
    } catch (RuntimeException e) {
      throw loopError;
    }
    if (unmet == null) {
      throw loopError;
    }
    return unmet;
  }
}
