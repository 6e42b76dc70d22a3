package dev.play.report;

import java.util.List;

/**
 * One change a task made (or, in check mode, would make) on a host.
 *
 * @param category what kind of change: files, packages, services ...
 * @param task the task's name
 * @param handler whether the task is a handler
 * @param item the loop item, or null outside a loop
 * @param steps what the module did, one line each
 * @param diffs the change's diffs, as indexes into the report's {@link DiffTable}
 * @param assumed why the prediction is assumed, one reason each; empty when it is known
 */
record Change(
    String category,
    String task,
    boolean handler,
    String item,
    List<String> steps,
    List<Integer> diffs,
    List<String> assumed) {
  public Change {
    steps = List.copyOf(steps);
    diffs = List.copyOf(diffs);
    assumed = List.copyOf(assumed);
  }

  /** Whether the prediction rests on an assumption. */
  public boolean isAssumed() {
    return !assumed.isEmpty();
  }
}
