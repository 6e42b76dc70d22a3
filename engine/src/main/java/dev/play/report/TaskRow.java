package dev.play.report;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One task as run across hosts (summary format 2's {@code tasks}).
 *
 * @param play the play's name
 * @param role the role, or null outside roles
 * @param task the task's name
 * @param handler whether it is a handler
 * @param path where it is written ({@code site.yml:12}), or null
 * @param outcomes each host's outcome: changed, ok, skipped, failed or unreachable
 */
record TaskRow(
    String play,
    String role,
    String task,
    boolean handler,
    String path,
    Map<String, String> outcomes) {
  public TaskRow {
    outcomes = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(outcomes));
  }

  /** What identifies the task across documents: all but the outcomes. */
  String key() {
    return play + "\u0000" + role + "\u0000" + task + "\u0000" + handler + "\u0000" + path;
  }

  /** This row with {@code more}'s hosts added (the same task in another shard of the run). */
  TaskRow plus(TaskRow more) {
    Map<String, String> all = new LinkedHashMap<>(outcomes);
    all.putAll(more.outcomes);
    return new TaskRow(play, role, task, handler, path, all);
  }
}
