package dev.play.output;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A row of the summary JSON's task table: a task and the outcome on each host it ran on. A host
 * with several results for the task (a task included twice) keeps the most serious outcome.
 */
final class TaskRow {
  /** Outcomes, most serious first. */
  private static final List<String> SERIOUSNESS =
      List.of("unreachable", "failed", "rescued", "ignored", "changed", "ok", "skipped");

  private final TaskKey task;
  private final Map<String, String> hosts = new LinkedHashMap<>();

  TaskRow(TaskKey task) {
    this.task = task;
  }

  void add(String host, String outcome) {
    hosts.merge(
        host,
        outcome,
        (was, now) -> SERIOUSNESS.indexOf(now) < SERIOUSNESS.indexOf(was) ? now : was);
  }

  boolean ran() {
    return !hosts.isEmpty();
  }

  Map<String, Object> json() {
    TaskHeader t = task.header();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("play", task.play());
    m.put("role", t.role());
    m.put("task", t.name());
    m.put("handler", t.kind() == TaskHeader.Kind.HANDLER);
    m.put("path", task.path());
    m.put("hosts", new LinkedHashMap<>(hosts));
    return m;
  }
}
