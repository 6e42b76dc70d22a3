package dev.play.module.cluster;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code cluster_facts}: sets the {@code cluster} fact of a host of a cluster group (rank, primary
 * and its address, this node's address, GPUs per node, world size, socket interface) from the
 * inventory and the facts of every host of the group. Runs nothing on the host; never a change.
 */
final class ClusterFactsModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of("group!:str", "master_port:int=29500", "socket_ifname:str", "gpus_per_node:int");

  @Override
  public String name() {
    return "cluster_facts";
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
    Scope vars = ctx.vars();
    List<String> hosts = HostVars.group(name(), vars, group);
    List<ClusterNode> nodes = new ArrayList<>();
    for (String h : hosts) {
      nodes.add(HostVars.node(name(), vars, h));
    }
    ClusterLayout.Options o =
        new ClusterLayout.Options(
            group,
            args.integer("master_port"),
            args.stringOrNull("socket_ifname"),
            args.integerOrNull("gpus_per_node"));
    Map<String, Object> cluster =
        ClusterLayout.forNode(String.valueOf(vars.get("inventory_hostname")), nodes, o);
    return Plan.noChange(
        "rank " + cluster.get("node_rank") + " of " + cluster.get("nnodes") + " in " + group,
        Map.of("ansible_facts", Map.of("cluster", cluster)));
  }
}
