package dev.play.output;

import dev.play.secret.Secrets;
import dev.play.value.JsonWriter;
import dev.play.value.TerminalText;
import java.time.Clock;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Ansible's {@code json} stdout callback: one JSON document when the run ends, keys sorted and
 * indented by four as Ansible writes it:
 *
 * <pre>{@code
 * {"custom_stats": {}, "global_custom_stats": {},
 *  "plays": [{"play": {"duration": {"end", "start"}, "id", "name"},
 *             "tasks": [{"hosts": {"node0": {"action": "copy", "changed": true, ...}},
 *                        "task": {"duration": {...}, "id", "name", "path": "/abs/site.yml:12"}}]}],
 *  "stats": {"node0": {"changed", "failures", "ignored", "ok", "rescued", "skipped", "unreachable"}}}
 * }</pre>
 *
 * Ids count plays and tasks in the order they start, in the shape of a UUID. Under {@code strategy:
 * free} each host's run of a task is its own entry, as in Ansible.
 */
final class JsonCallback implements RunListener {
  private final OutputTarget target;
  private final Clock clock;
  private final Secrets secrets;
  private final List<PlayEntry> plays = new ArrayList<>();
  private final IdentityHashMap<TaskHeader, JsonCallbackTask> byHeader = new IdentityHashMap<>();
  private long ids;

  /** A play: name, id, duration, and its tasks as they start. */
  private record PlayEntry(
      Map<String, Object> play, Map<String, Object> duration, List<JsonCallbackTask> tasks) {
    Map<String, Object> json() {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("play", play);
      m.put("tasks", tasks.stream().map(JsonCallbackTask::json).toList());
      return m;
    }
  }

  /** {@code secrets}: the run's values to mask, masked before they are escaped as JSON. */
  public JsonCallback(OutputTarget target, Clock clock, Secrets secrets) {
    this.secrets = secrets;
    this.target = target;
    this.clock = clock;
  }

  @Override
  public synchronized void playStart(String name, List<String> hosts) {
    byHeader.clear();
    Map<String, Object> duration = new LinkedHashMap<>();
    duration.put("start", now());
    Map<String, Object> play = new LinkedHashMap<>();
    play.put("name", name);
    play.put("id", nextId());
    play.put("duration", duration);
    plays.add(new PlayEntry(play, duration, new ArrayList<>()));
  }

  @Override
  public synchronized void taskStart(TaskHeader header) {
    start(header);
  }

  @Override
  public synchronized void hostResult(HostResult r) {
    JsonCallbackTask task = taskOf(r.task());
    if (r.item() != null) {
      task.item(r);
      return;
    }
    String end = now();
    task.result(r, end);
    current().duration().put("end", end);
  }

  /**
   * The entry of {@code header}: the one it started, else the last one of an equal header, else a
   * new one.
   */
  private JsonCallbackTask taskOf(TaskHeader header) {
    JsonCallbackTask known = byHeader.get(header);
    if (known != null) {
      return known;
    }
    List<JsonCallbackTask> tasks = current().tasks();
    JsonCallbackTask last = tasks.isEmpty() ? null : tasks.get(tasks.size() - 1);
    return last != null && last.header().equals(header) ? last : start(header);
  }

  private JsonCallbackTask start(TaskHeader header) {
    JsonCallbackTask task = new JsonCallbackTask(header, nextId(), now());
    byHeader.put(header, task);
    current().tasks().add(task);
    return task;
  }

  private PlayEntry current() {
    if (plays.isEmpty()) {
      playStart("", List.of());
    }
    return plays.get(plays.size() - 1);
  }

  @Override
  public synchronized void recap(List<HostStats> stats, boolean checkMode) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("custom_stats", Map.of());
    out.put("global_custom_stats", Map.of());
    out.put("plays", plays.stream().map(PlayEntry::json).toList());
    Map<String, Object> byHost = new TreeMap<>();
    stats.forEach(s -> byHost.put(s.host(), ansibleStats(s)));
    out.put("stats", byHost);
    target.writeWhole(
        TerminalText.inJson(
                JsonWriter.indented(JsonWriter.sortedKeys(secrets.censorValues(out)), 4))
            + "\n");
  }

  /** Ansible's per-host stats: {@code failures} where the recap says {@code failed}. */
  private static Map<String, Object> ansibleStats(HostStats s) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("changed", s.changed());
    m.put("failures", s.failed());
    m.put("ignored", s.ignored());
    m.put("ok", s.ok());
    m.put("rescued", s.rescued());
    m.put("skipped", s.skipped());
    m.put("unreachable", s.unreachable());
    return m;
  }

  private String nextId() {
    return String.format("00000000-0000-0000-0000-%012x", ++ids);
  }

  private String now() {
    return Timestamps.iso(clock.instant());
  }
}
