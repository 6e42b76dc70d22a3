package dev.play.output;

import dev.play.secret.Secrets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a run's results mean once it is over: each task's outcome per host, the problems (failures
 * neither ignored nor rescued, unreachable hosts) in order, and the hosts without a complete
 * prediction: those the recap counts as failed or unreachable, which left the play before its end,
 * and those a play stopped for before its end ({@link RunListener#stopped}).
 *
 * @param tasks the tasks that ran on at least one host, in the order they first started
 * @param unfinished the hosts that did not finish, by name, each with why (or null when unknown)
 * @param finished the other hosts of the recap, in its order
 */
record RunOutcomes(
    List<TaskRow> tasks,
    List<Problem> problems,
    Map<String, String> unfinished,
    List<String> finished) {
  /**
   * From the final results and the recap. The listener is not told which failure a rescue took
   * back; the recap's {@code failed} counter says how many were not, and those are a host's last
   * ones (a failure that is not rescued ends the host's play; only {@code always} sections follow),
   * so a host's earlier failures, beyond that count, are the rescued ones.
   */
  static RunOutcomes of(
      List<TaskKey> started,
      List<FinalResult> results,
      List<HostStats> stats,
      Map<String, String> stopped,
      Secrets secrets) {
    Set<FinalResult> rescued = rescued(results, stats);
    List<Problem> problems = new ArrayList<>();
    for (FinalResult r : results) {
      if (r.status() == Status.UNREACHABLE || (r.failure() && !rescued.contains(r))) {
        problems.add(new Problem(r));
      }
    }
    Map<String, String> unfinished = new TreeMap<>();
    List<String> finished = new ArrayList<>();
    for (HostStats s : stats) {
      if (s.failed() > 0 || s.unreachable() > 0) {
        unfinished.put(s.host(), reason(s.host(), problems, secrets));
      } else if (stopped.containsKey(s.host())) {
        unfinished.put(s.host(), stopped.get(s.host()));
      } else {
        finished.add(s.host());
      }
    }
    return new RunOutcomes(
        rows(started, results, rescued),
        List.copyOf(problems),
        Collections.unmodifiableMap(unfinished),
        List.copyOf(finished));
  }

  /** Each host's earliest failures, as many as it had beyond the recap's {@code failed} count. */
  private static Set<FinalResult> rescued(List<FinalResult> results, List<HostStats> stats) {
    Map<String, Integer> failures = new HashMap<>();
    results.stream()
        .filter(FinalResult::failure)
        .forEach(r -> failures.merge(r.host(), 1, Integer::sum));
    Map<String, Integer> toRescue = new HashMap<>();
    stats.forEach(
        s -> toRescue.put(s.host(), Math.max(0, failures.getOrDefault(s.host(), 0) - s.failed())));
    Set<FinalResult> rescued = Collections.newSetFromMap(new IdentityHashMap<>());
    for (FinalResult r : results) {
      if (r.failure() && toRescue.getOrDefault(r.host(), 0) > 0) {
        toRescue.merge(r.host(), -1, Integer::sum);
        rescued.add(r);
      }
    }
    return rescued;
  }

  private static List<TaskRow> rows(
      List<TaskKey> started, List<FinalResult> results, Set<FinalResult> rescued) {
    Map<TaskKey, TaskRow> rows = new LinkedHashMap<>();
    started.forEach(t -> rows.put(t, new TaskRow(t)));
    for (FinalResult r : results) {
      rows.computeIfAbsent(r.task(), TaskRow::new)
          .add(r.host(), rescued.contains(r) ? "rescued" : r.outcome());
    }
    return rows.values().stream().filter(TaskRow::ran).toList();
  }

  /** The host's first problem, said for the console; null when none was seen. */
  private static String reason(String host, List<Problem> problems, Secrets secrets) {
    return problems.stream()
        .filter(p -> p.host().equals(host))
        .findFirst()
        .map(p -> p.reason(secrets))
        .orElse(null);
  }

  /** The hosts that did not finish, sorted. */
  List<String> unfinishedHosts() {
    return List.copyOf(unfinished.keySet());
  }
}
