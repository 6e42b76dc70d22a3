package dev.play.report;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One task across hosts, as the by-task view shows it.
 *
 * @param row the task and each host's outcome
 * @param counts how many hosts had each outcome, in {@link OddHosts#OUTCOMES} order, then others
 * @param wording how it went, naming the odd hosts ({@link OddHosts#describe})
 * @param categories the categories of its changes
 * @param diffGroups its diffs, identical ones once with their hosts
 * @param assumedHosts how many hosts' predicted changes are assumed
 * @param knownHosts how many hosts' predicted changes are known
 */
record TaskSummary(
    TaskRow row,
    Map<String, Integer> counts,
    String wording,
    Set<String> categories,
    List<DiffGroup> diffGroups,
    int assumedHosts,
    int knownHosts) {
  public TaskSummary {
    counts = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(counts));
    categories = java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(categories));
    diffGroups = List.copyOf(diffGroups);
  }

  /** How many hosts had {@code outcome}. */
  public int count(String outcome) {
    return counts.getOrDefault(outcome, 0);
  }

  /** Whether it failed or was unreachable on a host. */
  public boolean problem() {
    return count("failed") > 0 || count("unreachable") > 0;
  }
}
