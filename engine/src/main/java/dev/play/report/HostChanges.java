package dev.play.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One host's changes within a role, in the order they were made. */
record HostChanges(String host, List<Change> changes) {
  public HostChanges {
    changes = List.copyOf(changes);
  }

  /** Whether anything changed on the host in this role. */
  public boolean changed() {
    return !changes.isEmpty();
  }

  /** Whether a prediction among the changes is assumed. */
  public boolean assumed() {
    return changes.stream().anyMatch(Change::isAssumed);
  }

  /** Whether a prediction among the changes is known. */
  public boolean known() {
    return changes.stream().anyMatch(c -> !c.isAssumed());
  }

  /** The changes by category, categories in the order they first appear. */
  public Map<String, List<Change>> byCategory() {
    Map<String, List<Change>> out = new LinkedHashMap<>();
    changes.forEach(c -> out.computeIfAbsent(c.category(), k -> new ArrayList<>()).add(c));
    return out;
  }

  /**
   * This host's changes followed by {@code more}'s (the same host and role in another document).
   */
  HostChanges plus(HostChanges more) {
    List<Change> all = new ArrayList<>(changes);
    all.addAll(more.changes);
    return new HostChanges(host, all);
  }
}
