package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Every name a peer may use to reach a host of the group, in this order: its inventory name, {@code
 * ansible_host}, {@code node_addr} (the address cluster_facts gives it), the default IPv4 address
 * from facts, and the addresses of its {@code mesh.interfaces} (the mesh_addresses fact) when
 * defined. Lower-cased (as OpenSSH compares host names), without repeats. A name several hosts of
 * the group share (one {@code ansible_host} in front of all, a copied address) names no single
 * peer: it is left out of each, and listed. Pure but for reading {@code hostvars}.
 */
final class PeerNames {
  private PeerNames() {}

  /**
   * The names of every host of a group.
   *
   * @param names per host, in group order, without shared names
   * @param shared each name several hosts share, with those hosts
   */
  record Group(Map<String, List<String>> names, Map<String, List<String>> shared) {}

  /** The names of each of {@code hosts} (a group, in order), from their {@code hostvars}. */
  static Group ofGroup(String module, Scope vars, List<String> hosts) throws ModuleFailure {
    Map<String, List<String>> all = new LinkedHashMap<>();
    for (String h : hosts) {
      all.put(h, of(module, h, HostVars.of(module, vars, h)));
    }
    return group(all);
  }

  /**
   * Leaves out the names that several of {@code all} share; a host's own inventory name stays its
   * own.
   */
  static Group group(Map<String, List<String>> all) {
    Map<String, List<String>> owners = new LinkedHashMap<>();
    all.forEach(
        (host, names) ->
            names.forEach(n -> owners.computeIfAbsent(n, k -> new ArrayList<>()).add(host)));
    owners.values().removeIf(hosts -> hosts.size() < 2);
    Map<String, List<String>> names = new LinkedHashMap<>();
    all.forEach(
        (host, list) ->
            names.put(
                host,
                list.stream()
                    .filter(n -> !owners.containsKey(n) || n.equals(host.toLowerCase(Locale.ROOT)))
                    .toList()));
    return new Group(names, owners);
  }

  /** The names of {@code host}, whose variables ({@code hostvars[host]}) are {@code vars}. */
  static List<String> of(String module, String host, Map<?, ?> vars) throws ModuleFailure {
    Set<String> names = new LinkedHashSet<>();
    add(names, host);
    add(names, vars.get("ansible_host"));
    add(names, vars.get("node_addr"));
    if (vars.get("ansible_default_ipv4") instanceof Map<?, ?> route) {
      add(names, route.get("address"));
    }
    for (String address : meshAddresses(module, host, vars.get("mesh"))) {
      add(names, address);
    }
    return List.copyOf(names);
  }

  /** The {@code address} of each entry of {@code mesh.interfaces}, without a {@code /prefix}. */
  private static List<String> meshAddresses(String module, String host, Object mesh)
      throws ModuleFailure {
    if (mesh == null) {
      return List.of();
    }
    Object interfaces = mesh instanceof Map<?, ?> m ? m.get("interfaces") : null;
    if (!(interfaces instanceof List<?> list)) {
      throw new ModuleFailure(
          module
              + ": mesh of "
              + host
              + " must be a map with a list 'interfaces' (the"
              + " mesh_addresses fact), got "
              + mesh);
    }
    List<String> out = new java.util.ArrayList<>();
    for (Object entry : list) {
      Object address = entry instanceof Map<?, ?> e ? e.get("address") : null;
      if (address == null || String.valueOf(address).isBlank()) {
        throw new ModuleFailure(
            module + ": an entry of mesh.interfaces of " + host + " has no address: " + entry);
      }
      String a = String.valueOf(address).strip();
      out.add(a.contains("/") ? a.substring(0, a.indexOf('/')) : a);
    }
    return out;
  }

  private static void add(Set<String> names, Object value) {
    if (value != null && !String.valueOf(value).isBlank()) {
      names.add(String.valueOf(value).strip().toLowerCase(Locale.ROOT));
    }
  }
}
