package dev.play.engine;

import dev.play.output.Status;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The registered result of a loop: {@code results} plus aggregate flags, as Ansible. */
final class LoopSummary {
  private LoopSummary() {}

  static Outcome of(List<Outcome> items, List<Object> results) {
    boolean anyFailed = items.stream().anyMatch(o -> o.status() == Status.FAILED && !o.ignored());
    boolean anyUnreachable = items.stream().anyMatch(o -> o.status() == Status.UNREACHABLE);
    boolean anyChanged =
        items.stream()
            .anyMatch(
                o ->
                    o.status() == Status.CHANGED
                        || (o.status() == Status.FAILED
                            && Boolean.TRUE.equals(o.result().get("changed"))));
    boolean allSkipped =
        !items.isEmpty() && items.stream().allMatch(o -> o.status() == Status.SKIPPED);
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("changed", anyChanged);
    r.put("failed", anyFailed);
    if (!items.isEmpty()) { // as Ansible: an empty loop's result has no msg
      r.put(
          "msg",
          anyFailed
              ? "One or more items failed"
              : allSkipped ? "All items skipped" : "All items completed");
    }
    if (allSkipped || items.isEmpty()) {
      r.put("skipped", true);
    }
    r.put("results", results);
    Status status =
        anyUnreachable
            ? Status.UNREACHABLE
            : anyFailed
                ? Status.FAILED
                : anyChanged
                    ? Status.CHANGED
                    : allSkipped || items.isEmpty() ? Status.SKIPPED : Status.OK;
    if (items.isEmpty()) {
      r.put("skipped_reason", "No items in the list");
    }
    return Outcome.of(status, r);
  }
}
