package dev.play.output;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One entry of the {@code json} callback's {@code tasks}: the task (name, id, path, duration) and
 * the final result of each host, whose loop {@code results} are the items as they came, each with
 * its diff.
 */
final class JsonCallbackTask {
  private final TaskHeader header;
  private final Map<String, Object> task = new LinkedHashMap<>();
  private final Map<String, Object> duration = new LinkedHashMap<>();
  private final Map<String, Object> hosts = new LinkedHashMap<>();
  private final Map<String, List<HostResult>> items = new HashMap<>();

  JsonCallbackTask(TaskHeader header, String id, String start) {
    this.header = header;
    task.put("name", header.title());
    task.put("id", id);
    if (header.path() != null) {
      task.put("path", header.path());
    }
    duration.put("start", start);
    task.put("duration", duration);
  }

  TaskHeader header() {
    return header;
  }

  /** A loop item's result: kept for the host's final result. */
  void item(HostResult r) {
    items.computeIfAbsent(r.host(), h -> new ArrayList<>()).add(r);
  }

  /**
   * The host's final result, at {@code end}. As Ansible's clean copy of it: a result hidden by
   * {@code no_log} keeps neither its items nor {@code _ansible_no_log}.
   */
  void result(HostResult r, String end) {
    Map<String, Object> m = withFlags(r);
    m.put("action", header.action());
    List<HostResult> its = items.getOrDefault(r.host(), List.of());
    if (noLog(r)) {
      m.remove("results");
    } else if (its.isEmpty()) {
      m.put("_ansible_no_log", false);
    } else {
      m.put("results", its.stream().map(JsonCallbackTask::itemResult).toList());
    }
    hosts.put(r.host(), m);
    duration.put("end", end);
  }

  private static Map<String, Object> itemResult(HostResult r) {
    Map<String, Object> m = withFlags(r);
    m.put("_ansible_item_label", r.item());
    m.put("_ansible_no_log", noLog(r));
    return m;
  }

  /**
   * Whether {@code no_log} hid the result (the engine leaves only its flags and {@code censored}).
   */
  private static boolean noLog(HostResult r) {
    return r.result().containsKey("censored");
  }

  /**
   * The result with the flag Ansible adds for its status, the internal keys that say how to show
   * it, and its diff when the task's diff mode was on.
   */
  private static Map<String, Object> withFlags(HostResult r) {
    Map<String, Object> m = new LinkedHashMap<>(r.result());
    switch (r.status()) {
      case FAILED -> m.put("failed", true);
      case SKIPPED -> m.put("skipped", true);
      case UNREACHABLE -> m.put("unreachable", true);
      case OK, CHANGED -> {}
    }
    switch (r.display()) { // the internal keys Ansible's callbacks get, as the action set them
      case ALWAYS -> m.put("_ansible_verbose_always", true);
      case NEVER -> m.put("_ansible_verbose_override", true);
      case ON_VERBOSE -> {}
    }
    List<Map<String, Object>> diffs = DiffJson.of(r.diffs());
    if (!diffs.isEmpty() && !m.containsKey("diff")) {
      m.put("diff", diffs);
    }
    return m;
  }

  Map<String, Object> json() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("hosts", hosts);
    m.put("task", task);
    return m;
  }
}
