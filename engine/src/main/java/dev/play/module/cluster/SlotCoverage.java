package dev.play.module.cluster;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whether {@code mpirun --hostfile F hostname} ran once on every slot of the hostfile: each
 * hostfile line is matched to a host of the group by any of its names ({@link PeerNames}), each
 * host must print its nodename (from facts) as many times as it has slots, and nothing else may be
 * printed. Hosts sharing a nodename are counted together. Pure.
 */
final class SlotCoverage {
  private SlotCoverage() {}

  /** A host of the group: inventory name, the names a hostfile may use for it, its nodename. */
  record Node(String name, List<String> names, String nodename) {}

  /** The group's hosts, and the names several of them share (which name none). */
  record Nodes(List<Node> hosts, Map<String, List<String>> shared) {}

  /**
   * Slots per host (hostfile order), slots that ran per nodename's hosts, and what did not add up.
   */
  record Report(Map<String, Integer> slots, Map<String, Integer> ran, List<String> problems) {
    int total() {
      return slots.values().stream().mapToInt(Integer::intValue).sum();
    }
  }

  static Report check(
      String group, List<Hostfile.Entry> hostfile, Nodes members, List<String> output) {
    List<String> problems = new ArrayList<>();
    Map<String, Integer> slots = slots(group, hostfile, members, problems);
    members.hosts().stream()
        .filter(n -> !slots.containsKey(n.name()))
        .forEach(n -> problems.add(n.name() + " of group '" + group + "' is not in the hostfile"));
    Map<String, Integer> printed = printed(output);
    Map<String, List<Node>> byNodename = byNodename(members.hosts(), slots);
    Map<String, Integer> ran = new LinkedHashMap<>();
    byNodename.forEach(
        (nodename, hosts) -> {
          String label = String.join("+", hosts.stream().map(Node::name).toList());
          int expected = hosts.stream().mapToInt(h -> slots.get(h.name())).sum();
          int count = printed.getOrDefault(nodename, 0);
          ran.put(label, count);
          if (count != expected) {
            problems.add(
                label
                    + " (nodename "
                    + nodename
                    + ") ran "
                    + count
                    + " of "
                    + expected
                    + " slot(s)");
          }
        });
    printed.keySet().stream()
        .filter(p -> !byNodename.containsKey(p))
        .forEach(
            p ->
                problems.add(
                    "mpirun printed '" + p + "', the nodename of no host in the hostfile"));
    return new Report(slots, ran, problems);
  }

  /** How often each line was printed. */
  private static Map<String, Integer> printed(List<String> output) {
    Map<String, Integer> printed = new LinkedHashMap<>();
    output.stream()
        .filter(l -> !l.isBlank())
        .forEach(l -> printed.merge(l.strip(), 1, Integer::sum));
    return printed;
  }

  /**
   * Slots per host of the group, summed over its hostfile lines; a line naming no host is a
   * problem.
   */
  private static Map<String, Integer> slots(
      String group, List<Hostfile.Entry> hostfile, Nodes nodes, List<String> problems) {
    Map<String, Integer> slots = new LinkedHashMap<>();
    for (Hostfile.Entry e : hostfile) {
      String name = e.host().toLowerCase(Locale.ROOT);
      Node node =
          nodes.hosts().stream().filter(n -> n.names().contains(name)).findFirst().orElse(null);
      if (node == null && nodes.shared().containsKey(name)) {
        problems.add(
            "hostfile line "
                + e.line()
                + ": '"
                + e.host()
                + "' names several hosts of group '"
                + group
                + "' ("
                + String.join(", ", nodes.shared().get(name))
                + ")");
      } else if (node == null) {
        problems.add(
            "hostfile line "
                + e.line()
                + ": '"
                + e.host()
                + "' is no name of a host of group '"
                + group
                + "'");
      } else {
        slots.merge(node.name(), e.slots(), Integer::sum);
      }
    }
    return slots;
  }

  private static Map<String, List<Node>> byNodename(List<Node> nodes, Map<String, Integer> slots) {
    Map<String, List<Node>> out = new LinkedHashMap<>();
    for (Node n : nodes) {
      if (slots.containsKey(n.name())) {
        out.computeIfAbsent(n.nodename(), k -> new ArrayList<>()).add(n);
      }
    }
    return out;
  }
}
