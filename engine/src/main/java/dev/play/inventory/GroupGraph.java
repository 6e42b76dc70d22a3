package dev.play.inventory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Derived relations of an acyclic group tree: parents, depth, transitive members. */
final class GroupGraph {
  private final Map<String, Group> groups;
  private final Map<String, Integer> hostIndex = new HashMap<>();
  private final Map<String, List<String>> parents = new HashMap<>();
  private final Map<String, Integer> depth = new HashMap<>();
  private final Map<String, List<String>> members = new LinkedHashMap<>();

  /**
   * @param leading hosts listed first in {@code all} (added during a run), the others follow in
   *     inventory order; {@code all} holds only inventory hosts (not the implicit localhost, which
   *     a run may add to other groups)
   */
  GroupGraph(Map<String, Group> groups, List<String> hostOrder, List<String> leading) {
    this.groups = groups;
    for (int i = 0; i < hostOrder.size(); i++) {
      hostIndex.put(hostOrder.get(i), i);
    }
    groups
        .values()
        .forEach(
            g ->
                g.children()
                    .forEach(
                        c -> parents.computeIfAbsent(c, k -> new ArrayList<>()).add(g.name())));
    groups.keySet().forEach(this::computeDepth);
    groups.keySet().forEach(g -> members.put(g, List.copyOf(collectHosts(g))));
    members.computeIfPresent("all", (all, hosts) -> leadingFirst(hosts, leading));
  }

  private List<String> leadingFirst(List<String> hosts, List<String> leading) {
    List<String> out = new ArrayList<>(leading);
    Set<String> first = Set.copyOf(leading);
    hosts.stream().filter(h -> hostIndex.containsKey(h) && !first.contains(h)).forEach(out::add);
    return List.copyOf(out);
  }

  /** Longest distance from a root ({@code all} is 0), as Ansible's {@code Group.depth}. */
  int depth(String group) {
    return depth.getOrDefault(group, 0);
  }

  private int computeDepth(String group) {
    Integer known = depth.get(group);
    if (known != null) {
      return known;
    }
    int d = 0;
    for (String p : parents.getOrDefault(group, List.of())) {
      d = Math.max(d, computeDepth(p) + 1);
    }
    depth.put(group, d);
    return d;
  }

  /** Hosts of {@code group} and its descendants, in inventory order. */
  List<String> hostsOf(String group) {
    return members.getOrDefault(group, List.of());
  }

  Map<String, List<String>> members() {
    return Collections.unmodifiableMap(members);
  }

  /** The groups holding {@code host} directly, and all their ancestors. */
  Set<String> groupsOf(String host) {
    Set<String> out = new LinkedHashSet<>();
    for (Group g : groups.values()) {
      if (g.hosts().contains(host)) {
        addWithAncestors(g.name(), out);
      }
    }
    return out;
  }

  private void addWithAncestors(String group, Set<String> out) {
    if (out.add(group)) {
      parents.getOrDefault(group, List.of()).forEach(p -> addWithAncestors(p, out));
    }
  }

  private Set<String> collectHosts(String root) {
    Set<String> seen = new LinkedHashSet<>();
    Set<String> visited = new LinkedHashSet<>();
    collect(root, seen, visited);
    List<String> ordered = new ArrayList<>(seen);
    ordered.sort(Comparator.comparingInt(h -> hostIndex.getOrDefault(h, Integer.MAX_VALUE)));
    return new LinkedHashSet<>(ordered);
  }

  private void collect(String group, Set<String> hosts, Set<String> visited) {
    Group g = groups.get(group);
    if (g == null || !visited.add(group)) {
      return;
    }
    hosts.addAll(g.hosts());
    g.children().forEach(c -> collect(c, hosts, visited));
  }
}
