package dev.play.engine;

import dev.play.diff.Diff;
import dev.play.output.Status;
import java.util.List;
import java.util.Map;

/**
 * The result of a task (or one loop item) on one host before it is reported.
 *
 * @param changes descriptions of the planned changes (applied, or predicted in check mode)
 */
record Outcome(
    Status status,
    Map<String, Object> result,
    List<Diff> diffs,
    List<String> changes,
    String noChangeReason,
    boolean ignored) {

  Outcome {
    result = dev.play.playbook.Values.frozenMap(result);
    diffs = List.copyOf(diffs);
    changes = List.copyOf(changes);
  }

  /**
   * What {@code register} keeps: the result without the module's {@code invocation} (its
   * arguments, which Ansible's strategy drops from a registered result; a loop's item results keep
   * theirs, as in Ansible) and without internal keys ({@code _ansible_*}) at any depth.
   */
  Map<String, Object> registered() {
    Map<String, Object> kept = InternalKeys.strip(result);
    if (kept == result && !result.containsKey("invocation")) {
      return result;
    }
    kept = new java.util.LinkedHashMap<>(kept);
    kept.remove("invocation");
    return dev.play.playbook.Values.frozenMap(kept);
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
    return new Outcome(status, result, diffs, changes, noChangeReason, true);
  }

  Outcome withResult(Status s, Map<String, Object> r) {
    return new Outcome(s, r, diffs, changes, noChangeReason, ignored);
  }
}
