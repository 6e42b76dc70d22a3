package dev.play.output;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The objects of the event stream ({@link EventStream}), one per event; its {@code time} is set
 * when written.
 */
final class EventJson {
  private EventJson() {}

  static Map<String, Object> of(String type) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", type);
    m.put("time", null);
    return m;
  }

  static Map<String, Object> playStart(String name, List<String> hosts) {
    Map<String, Object> m = of("play_start");
    m.put("play", name);
    m.put("hosts", hosts);
    return m;
  }

  static Map<String, Object> taskStart(String play, TaskHeader task) {
    Map<String, Object> m = of("task_start");
    m.put("play", play);
    putTask(m, task);
    return m;
  }

  /** A host's final result ({@code host_result}) or one loop item's ({@code item_result}). */
  static Map<String, Object> hostResult(String play, HostResult r, boolean diff) {
    Map<String, Object> m = of(r.item() == null ? "host_result" : "item_result");
    m.put("play", play);
    putTask(m, r.task());
    m.put("host", r.host());
    if (r.item() != null) {
      m.put("item", r.item());
    }
    m.put("status", r.status().name().toLowerCase(Locale.ROOT));
    m.put("changed", r.changed());
    m.put("ignored", r.ignored());
    m.put("result", r.result());
    m.put("changes", r.changes());
    if (diff || !r.diffs().isEmpty()) {
      m.put("diff", DiffJson.of(r.diffs()));
    }
    return m;
  }

  static Map<String, Object> stopped(List<String> hosts, String why) {
    Map<String, Object> m = of("stopped");
    m.put("hosts", hosts);
    m.put("why", why);
    return m;
  }

  static Map<String, Object> included(String file, List<String> hosts, String item) {
    Map<String, Object> m = of("included");
    m.put("file", file);
    m.put("hosts", hosts);
    if (item != null) {
      m.put("item", item);
    }
    return m;
  }

  static Map<String, Object> warning(String message) {
    Map<String, Object> m = of("warning");
    m.put("message", message);
    return m;
  }

  static Map<String, Object> recap(List<HostStats> stats, boolean checkMode) {
    Map<String, Object> m = of("recap");
    m.put("check_mode", checkMode);
    Map<String, Object> byHost = new LinkedHashMap<>();
    stats.forEach(s -> byHost.put(s.host(), s.counters()));
    m.put("stats", byHost);
    return m;
  }

  private static void putTask(Map<String, Object> m, TaskHeader task) {
    m.put("task", task.name());
    m.put("role", task.role());
    m.put("kind", task.kind().name().toLowerCase(Locale.ROOT));
    m.put("action", task.action());
    m.put("path", task.path());
  }
}
