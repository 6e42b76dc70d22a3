package dev.play.engine;

import dev.play.diff.Diff;
import dev.play.output.Status;
import java.util.List;
import java.util.Map;

/**
 * The result of a task (or one loop item) on one host before it is reported.
 *
 * @param changes descriptions of the planned changes (applied, or predicted in check mode)
 * @param assumed what a check-mode prediction of changes assumes ({@link dev.play.module.Assumed});
 *     empty when known
 */
record Outcome(
    Status status,
    Map<String, Object> result,
    List<Diff> diffs,
    List<String> changes,
    String noChangeReason,
    boolean ignored,
    List<String> assumed) {

  Outcome {
    result = dev.play.value.Values.frozenMap(result);
    diffs = List.copyOf(diffs);
    changes = List.copyOf(changes);
    assumed = List.copyOf(assumed);
  }

  Outcome(
      Status status,
      Map<String, Object> result,
      List<Diff> diffs,
      List<String> changes,
      String noChangeReason,
      boolean ignored) {
    this(status, result, diffs, changes, noChangeReason, ignored, List.of());
  }

  /**
   * What {@code register} keeps: the result without the module's {@code invocation} (its arguments,
   * which Ansible's strategy drops from a registered result; a loop's item results keep theirs, as
   * in Ansible) and without internal keys ({@code _ansible_*}) at any depth.
   */
  @SuppressWarnings(
      "ReferenceEquality") // strip returns its argument itself when it has nothing to remove
  Map<String, Object> registered() {
    Map<String, Object> settled = settled();
    Map<String, Object> kept = InternalKeys.strip(settled);
    if (kept == settled && !settled.containsKey("invocation")) {
      return settled;
    }
    kept = new java.util.LinkedHashMap<>(kept);
    kept.remove("invocation");
    return dev.play.value.Values.frozenMap(kept);
  }

  /**
   * The result as Ansible's task executor completes a module's before {@code register}, {@code
   * changed_when} and {@code failed_when} see it: {@code failed} and {@code changed} where the
   * module left them out (from the outcome: a module run with Ansible's code has them already, with
   * Ansible's rule for a non-zero {@code rc}). A task skipped before it ran has neither.
   */
  Map<String, Object> settled() {
    if (status == Status.SKIPPED
        || (result.containsKey("failed") && result.containsKey("changed"))) {
      return result;
    }
    Map<String, Object> r = new java.util.LinkedHashMap<>(result);
    r.putIfAbsent("failed", status == Status.FAILED);
    r.putIfAbsent("changed", false);
    return dev.play.value.Values.frozenMap(r);
  }

  static Outcome of(Status status, Map<String, Object> result) {
    return new Outcome(status, result, List.of(), List.of(), null, false);
  }

  /** A failure with {@code msg}, nothing changed. */
  static Outcome failed(String msg) {
    Map<String, Object> r = new java.util.LinkedHashMap<>();
    r.put("changed", false);
    r.put("failed", true);
    r.put("msg", msg);
    return of(Status.FAILED, r);
  }

  Outcome withIgnored() {
    return new Outcome(status, result, diffs, changes, noChangeReason, true, assumed);
  }

  Outcome withResult(Status s, Map<String, Object> r) {
    return new Outcome(s, r, diffs, changes, noChangeReason, ignored, assumed);
  }
}
