package dev.play.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A change made identically (same category, task, loop item, steps and diffs) on several hosts of a
 * role, shown once with the hosts it applies to.
 *
 * @param change the change
 * @param hosts the hosts it was made on, in the role's order
 */
record ChangeGroup(Change change, List<String> hosts) {
  ChangeGroup {
    hosts = List.copyOf(hosts);
  }

  /**
   * The changes of {@code role}'s hosts, identical ones grouped, in the order they first appear.
   */
  static List<ChangeGroup> of(RoleChanges role) {
    Map<Change, List<String>> groups = new LinkedHashMap<>();
    for (HostChanges host : role.hosts()) {
      for (Change c : host.changes()) {
        List<String> hosts = groups.computeIfAbsent(c, k -> new ArrayList<>());
        if (hosts.isEmpty() || !hosts.get(hosts.size() - 1).equals(host.host())) {
          hosts.add(host.host());
        }
      }
    }
    List<ChangeGroup> out = new ArrayList<>();
    groups.forEach((change, hosts) -> out.add(new ChangeGroup(change, hosts)));
    return out;
  }
}
