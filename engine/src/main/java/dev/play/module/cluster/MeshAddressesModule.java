package dev.play.module.cluster;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code mesh_addresses}: sets the {@code mesh} fact of a host of a point-to-point RDMA mesh: the
 * interfaces it has on the mesh, each with its address, prefix and peer, from a topology ({@code
 * full_mesh}, {@code ring}, {@code line}) on the group's hosts and their interface lists, or from
 * an explicit list of links. Runs nothing on the host; never a change.
 */
final class MeshAddressesModule implements Module {
  static final String NAME = "mesh_addresses";
  private static final String LINKS = "links";
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "group!:str",
          "topology:str=full_mesh [full_mesh|ring|line|links]",
          LINKS + ":list(raw)",
          "interfaces_var:str=mesh_interfaces",
          "base_subnet:str=192.168.100.0/24");

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String fqcn() {
    return "play.builtin." + name();
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    String group = args.string("group");
    String topology = args.string("topology");
    Scope vars = ctx.vars();
    List<String> hosts = HostVars.group(NAME, vars, group);
    String self = String.valueOf(vars.get("inventory_hostname"));
    if (!hosts.contains(self)) {
      throw new ModuleFailure(NAME + ": " + self + " is not in group '" + group + "'");
    }
    List<MeshLink> links = links(args, vars, topology, hosts, group);
    MeshLayout.validate(links, hosts, group);
    Map<String, Object> mesh = MeshLayout.forNode(self, group, topology, hosts, links);
    int mine = ((List<?>) mesh.get("interfaces")).size();
    return Plan.noChange(
        mine
            + " mesh interface(s) of "
            + links.size()
            + " link(s), "
            + topology
            + " of group "
            + group,
        Map.of("ansible_facts", Map.of("mesh", mesh)));
  }

  /** The whole mesh: every host's links are computed (and checked) on each host. */
  private static List<MeshLink> links(
      Args args, Scope vars, String topology, List<String> hosts, String group)
      throws ModuleFailure {
    if (topology.equals(LINKS)) {
      return MeshLinks.explicit(explicitLinks(args), hosts, group);
    }
    return generated(
        args,
        vars,
        MeshTopology.valueOf(topology.toUpperCase(java.util.Locale.ROOT)),
        hosts,
        group);
  }

  private static List<?> explicitLinks(Args args) throws ModuleFailure {
    if (!(args.raw(LINKS) instanceof List<?> l) || l.isEmpty()) {
      throw new ModuleFailure(
          NAME + ": topology 'links' needs a non-empty list in links, got " + args.raw(LINKS));
    }
    return l;
  }

  private static List<MeshLink> generated(
      Args args, Scope vars, MeshTopology topology, List<String> hosts, String group)
      throws ModuleFailure {
    if ((args.raw(LINKS) instanceof List<?> l && !l.isEmpty()) || args.raw(LINKS) instanceof Map) {
      throw new ModuleFailure(
          NAME
              + ": links are given but topology is '"
              + topology.argName()
              + "'; set topology: links to use them");
    }
    String base = args.string("base_subnet");
    Ipv4Subnet.Parsed parsed = Ipv4Subnet.parse(base);
    if (parsed.subnet() == null) {
      throw new ModuleFailure(NAME + ": base_subnet " + parsed.problem());
    }
    if (parsed.subnet().prefix() > 30) {
      throw new ModuleFailure(
          NAME
              + ": base_subnet "
              + base
              + " has no room for ."
              + MeshLink.LOW_HOST
              + " and ."
              + MeshLink.HIGH_HOST);
    }
    String var = args.string("interfaces_var");
    Map<String, List<String>> interfaces = new LinkedHashMap<>();
    for (String host : hosts) {
      interfaces.put(host, interfaceList(HostVars.of(NAME, vars, host).get(var), host, var));
    }
    return MeshLinks.generated(topology, hosts, interfaces, parsed.subnet(), group, var);
  }

  /** A host's interface list: a YAML list, or a comma-separated string; empty when unset. */
  private static List<String> interfaceList(Object value, String host, String var)
      throws ModuleFailure {
    List<String> out = new ArrayList<>();
    if (value instanceof List<?> l) {
      for (Object x : l) {
        if (x == null || x instanceof Map || x instanceof List || String.valueOf(x).isBlank()) {
          throw new ModuleFailure(
              NAME + ": " + var + " of " + host + " must list interface names, got " + value);
        }
        out.add(String.valueOf(x).strip());
      }
    } else if (value instanceof Map) {
      throw new ModuleFailure(
          NAME + ": " + var + " of " + host + " must be a list of interface names, got a mapping");
    } else if (value != null) {
      for (String s : String.valueOf(value).split(",")) {
        if (!s.isBlank()) {
          out.add(s.strip());
        }
      }
    }
    return out;
  }
}
