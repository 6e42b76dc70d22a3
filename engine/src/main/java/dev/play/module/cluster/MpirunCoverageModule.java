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
 * {@code mpirun_coverage}: fails unless what {@code mpirun --hostfile F hostname} printed shows one
 * run on every slot of every host of the hostfile, and the hostfile covers every host of the group
 * ({@link SlotCoverage}). Runs nothing on the host; never a change.
 */
final class MpirunCoverageModule implements Module {
  private static final ArgSpec SPEC = ArgSpec.of("group!:str", "hostfile!:path", "output!:raw");

  @Override
  public String name() {
    return "mpirun_coverage";
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
    List<String> members = HostVars.group(name(), vars, group);
    PeerNames.Group names = PeerNames.ofGroup(name(), vars, members);
    List<SlotCoverage.Node> nodes = new ArrayList<>();
    for (String h : members) {
      nodes.add(
          new SlotCoverage.Node(
              h, names.names().get(h), nodename(h, HostVars.of(name(), vars, h))));
    }
    SlotCoverage.Report r =
        SlotCoverage.check(
            group,
            Hostfile.parse(args.string("hostfile")),
            new SlotCoverage.Nodes(nodes, names.shared()),
            output(args));
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("slots", r.slots());
    result.put("ran", r.ran());
    if (!r.problems().isEmpty()) {
      throw new ModuleFailure(
          "mpirun_coverage: not every slot of the hostfile ran once: "
              + String.join("; ", r.problems()),
          result);
    }
    String msg =
        "mpirun ran once on each of the "
            + r.total()
            + " slot(s) of "
            + r.slots().size()
            + " host(s) in the hostfile ("
            + r.ran().entrySet().stream()
                .map(e -> e.getKey() + ": " + e.getValue())
                .collect(java.util.stream.Collectors.joining(", "))
            + ")";
    result.put("msg", msg);
    return Plan.noChange(msg, result);
  }

  private static String nodename(String host, Map<?, ?> v) throws ModuleFailure {
    Object nodename =
        v.get("ansible_nodename") != null ? v.get("ansible_nodename") : v.get("ansible_hostname");
    if (nodename == null) {
      throw new ModuleFailure(
          "mpirun_coverage: no ansible_nodename for "
              + host
              + " (gather facts on every host of"
              + " the group in this play)");
    }
    return String.valueOf(nodename);
  }

  /** The output as one string or a list of lines ({@code stdout_lines}). */
  private static List<String> output(Args args) throws ModuleFailure {
    Object raw = args.raw("output");
    if (raw instanceof List<?> lines) {
      return lines.stream().map(String::valueOf).toList();
    }
    return List.of(args.string("output").split("\n"));
  }
}
