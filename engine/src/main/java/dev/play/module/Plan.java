package dev.play.module;

import dev.play.diff.Diff;
import java.util.List;
import java.util.Map;

/**
 * What a module would change on a host. {@link #changed()} means "changes is not empty" — never a
 * flag set by hand.
 *
 * @param changes steps that bring the host to the desired state, in order
 * @param noChangeReason why nothing is needed (shown with -v), or null when changes exist
 * @param result fields for the registered result known at plan time ({@code path}, {@code stat},
 *     {@code msg}, {@code ansible_facts}, ...)
 * @param diffs before/after records for {@code --diff}
 * @param predictable false when the outcome cannot be known without running it (command, shell):
 *     check mode then reports the task as skipped instead of changed
 */
public record Plan(
    List<Change> changes,
    String noChangeReason,
    Map<String, Object> result,
    List<Diff> diffs,
    boolean predictable) {
  public Plan {
    changes = List.copyOf(changes);
    result = dev.play.value.Values.frozenMap(result);
    diffs = List.copyOf(diffs);
  }

  public static Plan noChange(String reason, Map<String, Object> result) {
    return new Plan(List.of(), reason, result, List.of(), true);
  }

  public static Plan changes(List<Change> changes, List<Diff> diffs, Map<String, Object> result) {
    return new Plan(changes, null, result, diffs, true);
  }

  /**
   * A module that, like Ansible's, does not support check mode: there it plans nothing and the task
   * is skipped with Ansible's message for the module as found by its short name.
   */
  public static Plan skippedInCheckMode(String module) {
    String msg = "remote module (ansible.legacy." + module + ")" + NO_CHECK_MODE;
    Map<String, Object> result = new java.util.LinkedHashMap<>();
    result.put("skipped", true);
    result.put("msg", msg);
    return noChange(msg, result);
  }

  private static final String NO_CHECK_MODE = " does not support check mode";

  /** Whether this is {@link #skippedInCheckMode}'s plan: what the module would do is not known. */
  public boolean skippedInCheckMode() {
    return result.get("msg") instanceof String msg
        && msg.endsWith(NO_CHECK_MODE)
        && Boolean.TRUE.equals(result.get("skipped"));
  }

  public boolean changed() {
    return !changes.isEmpty();
  }
}
