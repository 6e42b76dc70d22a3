package dev.play.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Builds the by-task view: each task's outcomes counted and worded, its changes' categories, and
 * its diffs grouped by content across hosts. A task's changes are found by role, name and whether
 * it is a handler.
 */
final class TaskSummaries {
  private final Map<String, Map<String, List<Change>>> changes = new HashMap<>();

  private TaskSummaries(List<RoleChanges> roles) {
    for (RoleChanges role : roles) {
      for (HostChanges host : role.hosts()) {
        host.changes()
            .forEach(
                c ->
                    changes
                        .computeIfAbsent(
                            key(role.role(), c.task(), c.handler()), k -> new HashMap<>())
                        .computeIfAbsent(host.host(), h -> new ArrayList<>())
                        .add(c));
      }
    }
  }

  /** The view of {@code report}, or empty when its documents have no tasks (format 1). */
  public static Optional<List<TaskSummary>> of(ReportData report) {
    TaskSummaries index = new TaskSummaries(report.roles());
    return report.tasks().map(rows -> rows.stream().map(index::summary).toList());
  }

  private TaskSummary summary(TaskRow row) {
    Map<String, List<Change>> byHost =
        changes.getOrDefault(key(row.role(), row.task(), row.handler()), Map.of());
    Map<String, Integer> counts = new LinkedHashMap<>();
    OddHosts.OUTCOMES.forEach(o -> counts.put(o, 0));
    row.outcomes().values().forEach(o -> counts.merge(o, 1, Integer::sum));
    Set<String> categories = new LinkedHashSet<>();
    Map<List<Integer>, List<String>> groups = new LinkedHashMap<>();
    int assumed = 0;
    int known = 0;
    for (String host : row.outcomes().keySet()) {
      List<Change> made = byHost.getOrDefault(host, List.of());
      made.forEach(c -> categories.add(c.category()));
      assumed += made.stream().anyMatch(Change::isAssumed) ? 1 : 0;
      known += made.stream().anyMatch(c -> !c.isAssumed()) ? 1 : 0;
      List<Integer> diffs = made.stream().flatMap(c -> c.diffs().stream()).toList();
      if (!diffs.isEmpty()) {
        groups.computeIfAbsent(diffs, d -> new ArrayList<>()).add(host);
      }
    }
    List<DiffGroup> diffGroups = new ArrayList<>();
    groups.forEach((diffs, hosts) -> diffGroups.add(new DiffGroup(diffs, hosts)));
    return new TaskSummary(
        row, counts, OddHosts.describe(row.outcomes()), categories, diffGroups, assumed, known);
  }

  private static String key(String role, String task, boolean handler) {
    return role + "\u0000" + task + "\u0000" + handler;
  }
}
