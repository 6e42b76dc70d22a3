package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import dev.play.vars.Scope;
import java.util.List;
import java.util.Map;

/** Reads other hosts of the inventory through {@code groups} and {@code hostvars}. */
final class HostVars {
  private HostVars() {}

  /** The hosts of {@code group}, in inventory order; failures start with {@code module}'s name. */
  static List<String> group(String module, Scope vars, String group) throws ModuleFailure {
    Object groups = vars.get("groups");
    if (!(groups instanceof Map<?, ?> g) || !(g.get(group) instanceof List<?> members)) {
      throw new ModuleFailure(module + ": group '" + group + "' is not in the inventory");
    }
    if (members.isEmpty()) {
      throw new ModuleFailure(module + ": group '" + group + "' has no hosts");
    }
    return members.stream().map(String::valueOf).toList();
  }

  /**
   * The variables of {@code host} ({@code hostvars[host]}); failures start with {@code module}'s
   * name.
   */
  static Map<?, ?> of(String module, Scope vars, String host) throws ModuleFailure {
    if (vars.get("hostvars") instanceof Map<?, ?> all && all.get(host) instanceof Map<?, ?> m) {
      return m;
    }
    throw new ModuleFailure(module + ": no variables for host " + host);
  }

  /** {@code host} as cluster_facts lays it out; failures start with {@code module}'s name. */
  static ClusterNode node(String module, Scope vars, String host) throws ModuleFailure {
    Map<?, ?> v = of(module, vars, host);
    Map<?, ?> route = v.get("ansible_default_ipv4") instanceof Map<?, ?> m ? m : Map.of();
    String address = text(v.get("node_addr"));
    if (address == null) {
      address = text(route.get("address"));
    }
    if (address == null) {
      address = text(v.get("ansible_host"));
    }
    return new ClusterNode(
        host,
        integer(module, v.get("node_index"), host, "node_index"),
        address == null ? host : address,
        text(route.get("interface")),
        integer(module, v.get("ansible_gpu_count"), host, "ansible_gpu_count"));
  }

  private static String text(Object o) {
    return o == null || String.valueOf(o).isBlank() ? null : String.valueOf(o);
  }

  private static Integer integer(String module, Object o, String host, String name)
      throws ModuleFailure {
    if (o == null) {
      return null;
    }
    if (o instanceof Number n) {
      return n.intValue();
    }
    try {
      return Integer.parseInt(String.valueOf(o).trim());
    } catch (NumberFormatException e) {
      throw new ModuleFailure(
          module + ": " + name + " of " + host + " must be an integer, got '" + o + "'");
    }
  }
}
