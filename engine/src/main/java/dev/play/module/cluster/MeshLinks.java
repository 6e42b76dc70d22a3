package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The links of a mesh, from a topology or from an explicit list, before validation across links
 * ({@link MeshLayout#validate}). Pure; failures name the host, the variable or the link.
 */
final class MeshLinks {
  private static final String MODULE = "mesh_addresses: ";

  private MeshLinks() {}

  /**
   * The links of {@code topology} on {@code hosts} (the group, in order): link {@code k} on the
   * {@code k}-th subnet after {@code base}; each host's {@code m}-th interface (from {@code
   * interfaces}, read from the variable {@code var}) joins its {@code m}-th peer in group order.
   */
  static List<MeshLink> generated(
      MeshTopology topology,
      List<String> hosts,
      Map<String, List<String>> interfaces,
      Ipv4Subnet base,
      String group,
      String var)
      throws ModuleFailure {
    if (hosts.size() < topology.minimumHosts()) {
      throw new ModuleFailure(
          MODULE
              + "a "
              + topology.argName()
              + " needs at least "
              + topology.minimumHosts()
              + " hosts; group '"
              + group
              + "' has "
              + hosts.size());
    }
    List<MeshTopology.Edge> edges = topology.edges(hosts.size());
    List<List<Integer>> peers = peers(edges, hosts.size());
    for (int i = 0; i < hosts.size(); i++) {
      checkInterfaces(
          hosts, i, peers.get(i), interfaces.getOrDefault(hosts.get(i), List.of()), topology, var);
    }
    List<MeshLink> out = new ArrayList<>();
    for (MeshTopology.Edge e : edges) {
      int low = Math.min(e.from(), e.to());
      int high = Math.max(e.from(), e.to());
      Ipv4Subnet subnet =
          base.next(e.number())
              .orElseThrow(
                  () ->
                      new ModuleFailure(
                          MODULE
                              + "base_subnet "
                              + base
                              + " leaves no room for link "
                              + hosts.get(low)
                              + "<->"
                              + hosts.get(high)
                              + " (subnet number "
                              + e.number()
                              + " would pass 255.255.255.255)"));
      out.add(
          new MeshLink(
              subnet,
              end(hosts, interfaces, peers, low, high),
              end(hosts, interfaces, peers, high, low)));
    }
    return out;
  }

  /** Each host's peers by index, in group order. */
  private static List<List<Integer>> peers(List<MeshTopology.Edge> edges, int n) {
    List<TreeSet<Integer>> sets = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      sets.add(new TreeSet<>());
    }
    for (MeshTopology.Edge e : edges) {
      sets.get(e.from()).add(e.to());
      sets.get(e.to()).add(e.from());
    }
    return sets.stream().map(s -> (List<Integer>) List.copyOf(s)).toList();
  }

  private static MeshLink.End end(
      List<String> hosts,
      Map<String, List<String>> interfaces,
      List<List<Integer>> peers,
      int self,
      int peer) {
    String host = hosts.get(self);
    return new MeshLink.End(host, interfaces.get(host).get(peers.get(self).indexOf(peer)));
  }

  private static void checkInterfaces(
      List<String> hosts,
      int i,
      List<Integer> peers,
      List<String> ifaces,
      MeshTopology topology,
      String var)
      throws ModuleFailure {
    String host = hosts.get(i);
    Set<String> seen = new HashSet<>();
    for (String iface : ifaces) {
      if (!seen.add(iface)) {
        throw new ModuleFailure(MODULE + var + " of " + host + " lists " + iface + " twice");
      }
    }
    if (ifaces.size() < peers.size()) {
      throw new ModuleFailure(
          MODULE
              + host
              + " has "
              + ifaces.size()
              + " interface(s) in "
              + var
              + " "
              + ifaces
              + " but "
              + peers.size()
              + " links in a "
              + topology.argName()
              + " of "
              + hosts.size()
              + " hosts (to "
              + String.join(", ", peers.stream().map(hosts::get).toList())
              + ")");
    }
  }

  /**
   * An explicit list of links, each {@code {subnet: a.b.c.d/nn, ends: {host: interface, host:
   * interface}}}, on hosts of {@code hosts} (the group, in order).
   */
  static List<MeshLink> explicit(List<?> links, List<String> hosts, String group)
      throws ModuleFailure {
    List<MeshLink> out = new ArrayList<>();
    for (int i = 0; i < links.size(); i++) {
      out.add(explicitLink(links.get(i), "links[" + i + "]", hosts, group));
    }
    return out;
  }

  private static MeshLink explicitLink(Object raw, String where, List<String> hosts, String group)
      throws ModuleFailure {
    if (!(raw instanceof Map<?, ?> link) || !(link.get("ends") instanceof Map<?, ?> ends)) {
      throw new ModuleFailure(
          MODULE
              + where
              + " must be a mapping with subnet and ends ({host: interface, host:"
              + " interface}), got "
              + raw);
    }
    Ipv4Subnet.Parsed parsed =
        Ipv4Subnet.parse(link.get("subnet") == null ? "" : String.valueOf(link.get("subnet")));
    if (parsed.subnet() == null) {
      throw new ModuleFailure(MODULE + "subnet of " + where + ": " + parsed.problem());
    }
    Ipv4Subnet subnet = parsed.subnet();
    String label = where + " (" + subnet + ")";
    if (subnet.prefix() > 30) {
      throw new ModuleFailure(
          MODULE
              + label
              + ": a /"
              + subnet.prefix()
              + " has no room for ."
              + MeshLink.LOW_HOST
              + " and ."
              + MeshLink.HIGH_HOST);
    }
    if (ends.size() != 2) {
      throw new ModuleFailure(
          MODULE + label + " must have two ends (host: interface), got " + ends.size());
    }
    List<MeshLink.End> sorted = new ArrayList<>();
    for (Map.Entry<?, ?> e : ends.entrySet()) {
      sorted.add(explicitEnd(e, label, hosts, group));
    }
    sorted.sort(java.util.Comparator.comparingInt(e -> hosts.indexOf(e.host())));
    return new MeshLink(subnet, sorted.get(0), sorted.get(1));
  }

  private static MeshLink.End explicitEnd(
      Map.Entry<?, ?> e, String label, List<String> hosts, String group) throws ModuleFailure {
    String host = String.valueOf(e.getKey());
    if (!hosts.contains(host)) {
      throw new ModuleFailure(
          MODULE
              + label
              + " joins "
              + host
              + ", which is not in group '"
              + group
              + "' ("
              + String.join(", ", hosts)
              + ")");
    }
    if (e.getValue() == null
        || e.getValue() instanceof Map
        || e.getValue() instanceof List
        || String.valueOf(e.getValue()).isBlank()) {
      throw new ModuleFailure(
          MODULE + label + ": the interface of " + host + " must be a name, got " + e.getValue());
    }
    return new MeshLink.End(host, String.valueOf(e.getValue()).strip());
  }
}
