package dev.play.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Merges summary documents into one {@link ReportData}: roles by name, each role's hosts by name
 * (their changes concatenated), recap counts summed per host, problems and unfinished hosts
 * concatenated, and tasks merged by play, role, name and path (a task of several shards of one run
 * becomes one row; its n-th occurrence in a document merges with the n-th so far).
 */
final class ReportBuilder {
  private final DiffTable diffs = new DiffTable();
  private final SummaryReader reader = new SummaryReader(diffs);

  /** By role name; the key null holds the play-level tasks. */
  private final Map<String, Map<String, HostChanges>> roles = new LinkedHashMap<>();

  private final Map<String, HostCounts> recap = new LinkedHashMap<>();
  private final List<Problem> problems = new ArrayList<>();
  private final LinkedHashSet<String> unfinished = new LinkedHashSet<>();
  private final List<TaskRow> tasks = new ArrayList<>();
  private Header header;
  private boolean everyDocumentHasTasks = true;

  /** Reads {@code json} and merges it in. */
  ReportBuilder add(com.google.gson.JsonObject json) {
    SummaryDocument doc = reader.read(json);
    header = header == null ? doc.header() : header.plus(doc.header());
    doc.roles().forEach(this::addRole);
    doc.recap().forEach((host, counts) -> recap.merge(host, counts, HostCounts::plus));
    problems.addAll(doc.problems());
    unfinished.addAll(doc.unfinished());
    doc.tasks().ifPresentOrElse(this::addTasks, () -> everyDocumentHasTasks = false);
    return this;
  }

  private void addRole(RoleChanges role) {
    Map<String, HostChanges> hosts = roles.computeIfAbsent(role.role(), r -> new LinkedHashMap<>());
    role.hosts().forEach(h -> hosts.merge(h.host(), h, HostChanges::plus));
  }

  private void addTasks(List<TaskRow> rows) {
    Map<String, Integer> seen = new HashMap<>();
    for (TaskRow row : rows) {
      int occurrence = seen.merge(row.key(), 1, Integer::sum);
      int at = nth(row.key(), occurrence);
      if (at < 0) {
        tasks.add(row);
      } else {
        tasks.set(at, tasks.get(at).plus(row));
      }
    }
  }

  /** Where the {@code n}-th row of {@code key} is so far, or -1. */
  private int nth(String key, int n) {
    int count = 0;
    for (int i = 0; i < tasks.size(); i++) {
      if (tasks.get(i).key().equals(key) && ++count == n) {
        return i;
      }
    }
    return -1;
  }

  /** The report of the documents added (at least one). */
  ReportData build() {
    if (header == null) {
      throw new IllegalStateException("a report needs at least one summary document");
    }
    List<RoleChanges> merged = new ArrayList<>();
    roles.forEach(
        (role, hosts) -> merged.add(new RoleChanges(role, new ArrayList<>(hosts.values()))));
    return new ReportData(
        header,
        merged,
        recap,
        problems,
        new ArrayList<>(unfinished),
        everyDocumentHasTasks ? Optional.of(tasks) : Optional.empty(),
        diffs.texts());
  }
}
