package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A mesh's links checked as a whole (no two subnets overlap, no interface carries two links, every
 * host is on a link), and one node's view of it: the {@code mesh} fact. Pure.
 */
final class MeshLayout {
  private static final String MODULE = "mesh_addresses: ";

  private MeshLayout() {}

  /** Fails, naming the links or the host, when the mesh cannot be addressed as given. */
  static void validate(List<MeshLink> links, List<String> hosts, String group)
      throws ModuleFailure {
    for (int i = 0; i < links.size(); i++) {
      for (int j = i + 1; j < links.size(); j++) {
        if (links.get(i).subnet().overlaps(links.get(j).subnet())) {
          throw new ModuleFailure(
              MODULE
                  + "links "
                  + links.get(i).label()
                  + " and "
                  + links.get(j).label()
                  + " have overlapping subnets");
        }
      }
    }
    Map<MeshLink.End, MeshLink> byEnd = new HashMap<>();
    for (MeshLink link : links) {
      for (MeshLink.End end : List.of(link.low(), link.high())) {
        MeshLink other = byEnd.putIfAbsent(end, link);
        if (other != null) {
          throw new ModuleFailure(
              MODULE
                  + "interface "
                  + end.iface()
                  + " of "
                  + end.host()
                  + " is on two links: "
                  + other.label()
                  + " and "
                  + link.label());
        }
      }
    }
    for (String host : hosts) {
      if (links.stream().noneMatch(l -> l.joins(host))) {
        throw new ModuleFailure(MODULE + host + " of group '" + group + "' is on no link");
      }
    }
  }

  /**
   * The {@code mesh} fact of {@code self} (one of {@code hosts}): {@code group}, {@code topology},
   * {@code hosts}, {@code links} (the whole mesh) and {@code interfaces} (this node's, by peer in
   * group order).
   */
  static Map<String, Object> forNode(
      String self, String group, String topology, List<String> hosts, List<MeshLink> links) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("group", group);
    m.put("topology", topology);
    m.put("hosts", List.copyOf(hosts));
    m.put("links", links.stream().map(MeshLayout::linkFact).toList());
    m.put("interfaces", interfaces(self, hosts, links));
    return m;
  }

  private static Map<String, Object> linkFact(MeshLink link) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("subnet", link.subnet().toString());
    m.put("hosts", List.of(link.low().host(), link.high().host()));
    m.put("interfaces", List.of(link.low().iface(), link.high().iface()));
    m.put("addresses", List.of(link.address(link.low()), link.address(link.high())));
    return m;
  }

  private static List<Map<String, Object>> interfaces(
      String self, List<String> hosts, List<MeshLink> links) {
    List<MeshLink> mine = new ArrayList<>(links.stream().filter(l -> l.joins(self)).toList());
    mine.sort(Comparator.comparingInt(l -> hosts.indexOf(l.otherEnd(self).host())));
    List<Map<String, Object>> out = new ArrayList<>();
    for (MeshLink link : mine) {
      MeshLink.End end = link.endOf(self);
      MeshLink.End peer = link.otherEnd(self);
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("name", end.iface());
      m.put("address", link.address(end));
      m.put("prefix", link.subnet().prefix());
      m.put("cidr", link.address(end) + "/" + link.subnet().prefix());
      m.put("subnet", link.subnet().toString());
      m.put("peer", peer.host());
      m.put("peer_address", link.address(peer));
      m.put("peer_interface", peer.iface());
      out.add(m);
    }
    return out;
  }
}
