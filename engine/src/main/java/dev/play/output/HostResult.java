package dev.play.output;

import dev.play.diff.Diff;
import java.util.List;
import java.util.Map;

/**
 * One host's result for a task or one loop item, already censored when the task has {@code no_log}.
 *
 * @param item the loop item label, or null outside loops
 * @param result the registered-result fields (Ansible's shape)
 * @param changes what the plan changes (or would change in check mode), described
 * @param noChangeReason why nothing changed, or null
 * @param ignored a failure ignored by {@code ignore_errors}
 * @param loopSummary true for the aggregate result printed after a loop's items
 * @param display when the console shows the result after the host's line
 * @param delegate the host a delegated task ran on, as Ansible labels it ({@code name}, or {@code
 *     name(address)} when its {@code ansible_host} is another), or null
 * @param assumed what a check-mode prediction of changes assumes, each in words for a reviewer;
 *     empty when the prediction is known
 */
public record HostResult(
    String host,
    TaskHeader task,
    Status status,
    String item,
    Map<String, Object> result,
    List<Diff> diffs,
    List<String> changes,
    String noChangeReason,
    boolean ignored,
    boolean loopSummary,
    ResultDisplay display,
    String delegate,
    List<String> assumed) {
  public HostResult {
    result = dev.play.value.Values.frozenMap(result);
    diffs = List.copyOf(diffs);
    changes = List.copyOf(changes);
    java.util.Objects.requireNonNull(display, "display");
    assumed = List.copyOf(assumed);
  }

  /** A result whose prediction (if any) is known. */
  public HostResult(
      String host,
      TaskHeader task,
      Status status,
      String item,
      Map<String, Object> result,
      List<Diff> diffs,
      List<String> changes,
      String noChangeReason,
      boolean ignored,
      boolean loopSummary,
      ResultDisplay display,
      String delegate) {
    this(
        host,
        task,
        status,
        item,
        result,
        diffs,
        changes,
        noChangeReason,
        ignored,
        loopSummary,
        display,
        delegate,
        List.of());
  }

  /** This result with {@code other} in place of its fields. */
  public HostResult withResult(Map<String, Object> other) {
    return new HostResult(
        host,
        task,
        status,
        item,
        other,
        diffs,
        changes,
        noChangeReason,
        ignored,
        loopSummary,
        display,
        delegate,
        assumed);
  }

  /**
   * Whether the result says the host changed: status changed, or a failure whose result says so.
   */
  public boolean changed() {
    return status == Status.CHANGED || Boolean.TRUE.equals(result.get("changed"));
  }
}
