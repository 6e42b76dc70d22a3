package dev.play.engine;

import dev.play.module.Plan;
import dev.play.playbook.Task;

/**
 * A task whose effects check mode cannot foresee: a command it does not run, a module without check
 * mode. A later task that plans on something missing that such a task may create says so ({@link
 * dev.play.module.Assumed}). Pure.
 */
final class UnforeseenTask {
  private UnforeseenTask() {}

  /**
   * Whether the check-mode plan leaves effects unforeseen: a change that must run to be known, or a
   * module that skips check mode (not one skipped by its own guard, as {@code creates}).
   */
  static boolean is(Plan plan) {
    return (!plan.predictable() && plan.changed()) || plan.skippedInCheckMode();
  }

  /**
   * The task as an assumption names it: its name and module, or its module and place when unnamed
   * or templated.
   */
  static String label(Task task) {
    String why = ", which check mode does not run,";
    if (task.name() == null || task.name().contains("{{") || task.name().contains("{%")) {
      return "the earlier " + task.action() + " task at " + task.source() + why;
    }
    return "the earlier task “" + task.name() + "” (" + task.action() + ")" + why;
  }
}
