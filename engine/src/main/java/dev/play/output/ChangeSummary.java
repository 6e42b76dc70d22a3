package dev.play.output;

import dev.play.diff.Diff;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a run changed (or would change, in check mode), grouped by role, then host: every changed
 * task or loop item with its category, steps and diffs; and which roles and hosts ran without a
 * change. Fed by {@link RunListener#hostResult}; read by the text and JSON renderings.
 */
final class ChangeSummary {
  /** Tasks outside roles. */
  public static final String PLAY_LEVEL = "(play tasks)";

  /**
   * One changed task (or loop item) on one host.
   *
   * @param assumed why the prediction is assumed, when it is ({@link HostResult#assumed}); empty
   *     when known
   */
  public record Entry(
      ChangeCategory category,
      String task,
      String item,
      boolean handler,
      List<String> steps,
      List<Diff> diffs,
      List<String> assumed) {
    public Entry {
      assumed = List.copyOf(assumed);
    }

    public Entry(
        ChangeCategory category,
        String task,
        String item,
        boolean handler,
        List<String> steps,
        List<Diff> diffs) {
      this(category, task, item, handler, steps, diffs, List.of());
    }
  }

  private final Map<String, Map<String, List<Entry>>> byRole = new LinkedHashMap<>();

  /** Records a result: a change is kept; any result marks its role and host as seen. */
  public synchronized void add(HostResult r) {
    if (r.task().kind() == TaskHeader.Kind.FACTS) {
      return;
    }
    String role = r.task().role() == null ? PLAY_LEVEL : r.task().role();
    List<Entry> entries =
        byRole
            .computeIfAbsent(role, k -> new LinkedHashMap<>())
            .computeIfAbsent(r.host(), k -> new ArrayList<>());
    if (r.status() != Status.CHANGED || r.loopSummary()) {
      return;
    }
    entries.add(
        new Entry(
            ChangeCategory.of(r.task().module()),
            r.task().name(),
            r.item(),
            r.task().kind() == TaskHeader.Kind.HANDLER,
            r.changes(),
            r.diffs(),
            r.assumed()));
  }

  /** Roles in the order they first ran; each with its hosts in the order they reported. */
  public synchronized Map<String, Map<String, List<Entry>>> byRole() {
    Map<String, Map<String, List<Entry>>> copy = new LinkedHashMap<>();
    byRole.forEach(
        (role, hosts) -> {
          Map<String, List<Entry>> h = new LinkedHashMap<>();
          hosts.forEach((host, entries) -> h.put(host, List.copyOf(entries)));
          copy.put(role, h);
        });
    return copy;
  }

  /** Whether anything changed anywhere. */
  public synchronized boolean changed() {
    return byRole.values().stream().anyMatch(ChangeSummary::changed);
  }

  /** How many changes were predicted in all, and how many of them are assumed. */
  record Assumed(long assumed, long all) {}

  synchronized Assumed assumed() {
    List<Entry> all =
        byRole.values().stream().flatMap(h -> h.values().stream()).flatMap(List::stream).toList();
    return new Assumed(all.stream().filter(e -> !e.assumed().isEmpty()).count(), all.size());
  }

  static boolean changed(Map<String, List<Entry>> hosts) {
    return hosts.values().stream().anyMatch(e -> !e.isEmpty());
  }

  /** The hosts of a role that changed nothing. */
  static Set<String> unchanged(Map<String, List<Entry>> hosts) {
    Set<String> out = new LinkedHashSet<>();
    hosts.forEach(
        (host, entries) -> {
          if (entries.isEmpty()) {
            out.add(host);
          }
        });
    return out;
  }
}
