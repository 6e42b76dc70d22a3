package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A node's place in its cluster group: ranks from {@code node_index} or the group's order, the
 * primary (rank 0) and its address as the rendezvous, GPUs per node and the world size. Pure.
 */
final class ClusterLayout {
  /** What the task sets; null means "from the inventory and facts". */
  record Options(String group, int masterPort, String socketIfname, Integer gpusPerNode) {}

  private ClusterLayout() {}

  /**
   * The {@code cluster} fact of {@code self}, a member of {@code nodes} (the group, in inventory
   * order).
   */
  static Map<String, Object> forNode(String self, List<ClusterNode> nodes, Options o)
      throws ModuleFailure {
    List<ClusterNode> ranked = ranked(nodes, o.group());
    ClusterNode me =
        ranked.stream()
            .filter(n -> n.name().equals(self))
            .findFirst()
            .orElseThrow(
                () ->
                    new ModuleFailure(
                        "cluster_facts: " + self + " is not in group '" + o.group() + "'"));
    ClusterNode primary = ranked.get(0);
    int gpus = gpusPerNode(ranked, o);
    String ifname = o.socketIfname() != null ? o.socketIfname() : me.defaultInterface();
    if (ifname == null || ifname.isBlank()) {
      throw new ModuleFailure(
          "cluster_facts: "
              + self
              + " has no default-route interface in its facts"
              + " (gather facts with the network subset, or set socket_ifname)");
    }
    Map<String, Object> c = new LinkedHashMap<>();
    c.put("group", o.group());
    c.put("hosts", ranked.stream().map(ClusterNode::name).toList());
    c.put("addresses", ranked.stream().map(ClusterNode::address).toList());
    c.put("nnodes", ranked.size());
    c.put("node_rank", ranked.indexOf(me));
    c.put("node_addr", me.address());
    c.put("primary", primary.name());
    c.put("primary_addr", primary.address());
    c.put("master_addr", primary.address());
    c.put("master_port", o.masterPort());
    c.put("host_node_addr", primary.address() + ":" + o.masterPort());
    c.put("gpus_per_node", gpus);
    c.put("world_size", gpus * ranked.size());
    c.put("socket_ifname", ifname);
    return c;
  }

  /** The nodes by rank: by {@code node_index} when every node has one, else in group order. */
  static List<ClusterNode> ranked(List<ClusterNode> nodes, String group) throws ModuleFailure {
    List<ClusterNode> indexed = nodes.stream().filter(n -> n.nodeIndex() != null).toList();
    if (indexed.isEmpty()) {
      return List.copyOf(nodes);
    }
    if (indexed.size() != nodes.size()) {
      List<String> missing =
          nodes.stream().filter(n -> n.nodeIndex() == null).map(ClusterNode::name).toList();
      throw new ModuleFailure(
          "cluster_facts: node_index is set on some hosts of group '"
              + group
              + "' but not on "
              + String.join(", ", missing));
    }
    List<ClusterNode> out = new ArrayList<>(nodes);
    out.sort(Comparator.comparingInt(ClusterNode::nodeIndex));
    for (int i = 0; i < out.size(); i++) {
      if (out.get(i).nodeIndex() != i) {
        throw new ModuleFailure(
            "cluster_facts: node_index values of group '"
                + group
                + "' must be 0.."
                + (out.size() - 1)
                + " once each, got "
                + indexes(nodes));
      }
    }
    return out;
  }

  private static String indexes(List<ClusterNode> nodes) {
    return nodes.stream()
        .map(n -> n.name() + "=" + n.nodeIndex())
        .collect(Collectors.joining(", "));
  }

  /** {@code gpus_per_node}, else the GPU count every node reports (at least 1). */
  private static int gpusPerNode(List<ClusterNode> nodes, Options o) throws ModuleFailure {
    if (o.gpusPerNode() != null) {
      if (o.gpusPerNode() < 1) {
        throw new ModuleFailure(
            "cluster_facts: gpus_per_node must be at least 1, got " + o.gpusPerNode());
      }
      return o.gpusPerNode();
    }
    TreeSet<Integer> counts =
        nodes.stream()
            .filter(n -> n.gpuCount() != null)
            .map(ClusterNode::gpuCount)
            .collect(Collectors.toCollection(TreeSet::new));
    if (counts.size() > 1) {
      throw new ModuleFailure(
          "cluster_facts: GPUs per node differ in group '"
              + o.group()
              + "' ("
              + nodes.stream()
                  .map(n -> n.name() + ": " + n.gpuCount())
                  .collect(Collectors.joining(", "))
              + "); set gpus_per_node");
    }
    return counts.isEmpty() || counts.first() < 1 ? 1 : counts.first();
  }
}
