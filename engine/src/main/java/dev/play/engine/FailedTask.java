package dev.play.engine;

import dev.play.output.TaskHeader;
import dev.play.playbook.Task;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A host's failed task as the rest of its block sees it, when a {@code rescue} will take the host
 * back: Ansible's {@code ansible_failed_task} (here its {@code name}, empty when the task has none,
 * else as shown, and its {@code action}; Ansible gives every attribute) and {@code
 * ansible_failed_result} (the result, internal keys removed).
 */
record FailedTask(Map<String, Object> task, Map<String, Object> result) {
  static final String TASK_VAR = "ansible_failed_task";
  static final String RESULT_VAR = "ansible_failed_result";

  /** A task that failed: {@code header} has its name as shown. */
  static FailedTask of(Task task, TaskHeader header, Map<String, Object> result) {
    return of(task.name() == null ? "" : header.name(), task.action(), result);
  }

  /** An engine step that failed (facts, a role's argument check): its header names it. */
  static FailedTask of(TaskHeader header, Map<String, Object> result) {
    return of(header.name(), header.module() == null ? "" : header.module(), result);
  }

  private static FailedTask of(String name, String action, Map<String, Object> result) {
    Map<String, Object> task = new LinkedHashMap<>();
    task.put("name", name);
    task.put("action", action);
    return new FailedTask(dev.play.value.Values.frozenMap(task), InternalKeys.strip(result));
  }

  /** The two variables, by name. */
  Map<String, Object> vars() {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put(TASK_VAR, task);
    out.put(RESULT_VAR, result);
    return out;
  }
}
