package dev.play.report;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a report shows, whatever renders it: the summary documents read and merged, and the views
 * derived from them (problems first, hosts that changed nothing, tasks across hosts).
 *
 * @param header the run(s) as a whole
 * @param roles each role's hosts and changes; the role null holds the play-level tasks
 * @param recap each host's counts, summed over the documents
 * @param problems failures and unreachable hosts, with messages, as the documents give them
 * @param unfinished the hosts the documents say did not finish
 * @param tasks the tasks across hosts, when every document has them (format 2)
 * @param diffs the unique diffs, cut ({@link DiffCut}); a {@link Change} refers to them by index
 */
public record ReportData(
    Header header,
    List<RoleChanges> roles,
    Map<String, HostCounts> recap,
    List<Problem> problems,
    List<String> unfinished,
    Optional<List<TaskRow>> tasks,
    List<String> diffs) {
  public ReportData {
    roles = List.copyOf(roles);
    recap = Collections.unmodifiableMap(new LinkedHashMap<>(recap));
    problems = List.copyOf(problems);
    unfinished = List.copyOf(unfinished);
    tasks = tasks.map(List::copyOf);
    diffs = List.copyOf(diffs);
  }

  /** The report of {@code documents} (summary JSON, at least one), merged in order. */
  public static ReportData of(List<JsonObject> documents) {
    ReportBuilder builder = new ReportBuilder();
    documents.forEach(builder::add);
    return builder.build();
  }

  /** Every host the documents name, each once: the recap's first, then in the order they appear. */
  public List<String> hosts() {
    LinkedHashSet<String> all = new LinkedHashSet<>(recap.keySet());
    roles.forEach(r -> r.hosts().forEach(h -> all.add(h.host())));
    tasks.ifPresent(ts -> ts.forEach(t -> all.addAll(t.outcomes().keySet())));
    problems.forEach(p -> all.add(p.host()));
    all.addAll(unfinished);
    return new ArrayList<>(all);
  }

  /**
   * The hosts whose prediction is not complete: named unfinished, with a problem, or with a failed
   * or unreachable count in the recap. Never shown as having no changes.
   */
  public Set<String> incomplete() {
    LinkedHashSet<String> out = new LinkedHashSet<>(unfinished);
    problems.forEach(p -> out.add(p.host()));
    recap.forEach(
        (host, counts) -> {
          if (counts.stopped()) {
            out.add(host);
          }
        });
    return out;
  }

  /** The hosts with at least one change, in any role. */
  public Set<String> changedHosts() {
    LinkedHashSet<String> out = new LinkedHashSet<>();
    roles.forEach(
        r -> r.hosts().stream().filter(HostChanges::changed).forEach(h -> out.add(h.host())));
    return out;
  }

  /** The hosts that changed nothing and completed: each once, in {@link #hosts()}'s order. */
  public List<String> unchangedHosts() {
    Set<String> changed = changedHosts();
    Set<String> incomplete = incomplete();
    return hosts().stream().filter(h -> !changed.contains(h) && !incomplete.contains(h)).toList();
  }

  /**
   * The problems to show first: those the documents give, then one without a message for each host
   * the recap counts as failed or unreachable that none of them names (format 1).
   */
  public List<Problem> problemsShown() {
    List<Problem> out = new ArrayList<>(problems);
    Set<String> named = new LinkedHashSet<>();
    problems.forEach(p -> named.add(p.host()));
    recap.forEach(
        (host, counts) -> {
          if (counts.stopped() && !named.contains(host)) {
            out.add(
                new Problem(
                    host,
                    null,
                    null,
                    null,
                    counts.unreachable() > 0 ? "unreachable" : "failed",
                    null));
          }
        });
    return out;
  }

  /** Every change of every role and host, in order. */
  public List<Change> changes() {
    return roles.stream()
        .flatMap(r -> r.hosts().stream())
        .flatMap(h -> h.changes().stream())
        .toList();
  }

  /** Whether anything changed anywhere. */
  public boolean changed() {
    return roles.stream().anyMatch(RoleChanges::changed);
  }
}
