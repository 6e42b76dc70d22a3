package dev.play.module.cluster;

import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code rdma_check}: checks a host's {@code rdma_facts} (and {@code gpu_facts}) against
 * expectations a user can tune, and returns the problems, each naming the device and port, with one
 * summary line. Fails with that line when there are problems (unless {@code fail_on_problems:
 * false}). Read-only: runs nothing on the host; never a change.
 */
final class RdmaCheckModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "devices:list(str)",
          "link_layer:str=any [any|Ethernet|InfiniBand]",
          "port_active:bool=true",
          "roce_v2_gid:bool=true",
          "peermem:bool=true",
          "memlock:str=unlimited",
          "min_rate_gbps:int=0",
          "kernel_log:raw",
          "fail_on_problems:bool=true");

  @Override
  public String name() {
    return "rdma_check";
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
    RdmaExpectations expected = RdmaExpectations.from(args);
    boolean fail = args.bool("fail_on_problems");
    KernelLog log = KernelLog.from(args.raw("kernel_log"));
    RdmaHost host = RdmaHost.read(new HostFacts(name(), ctx));
    List<String> problems = RdmaChecks.problems(host, expected);
    String summary = RdmaSummary.line(host, expected, problems, log);
    Map<String, Object> result = result(host, expected, problems, summary, log);
    if (fail && !problems.isEmpty()) {
      throw new ModuleFailure(summary, result);
    }
    return Plan.noChange(summary, result);
  }

  private static Map<String, Object> result(
      RdmaHost host, RdmaExpectations e, List<String> problems, String summary, KernelLog log) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("ok", problems.isEmpty());
    r.put("summary", summary);
    r.put("problems", problems);
    r.put("devices", RdmaChecks.checked(host, e).stream().map(RdmaDevice::name).toList());
    r.put(
        "ports",
        RdmaChecks.checked(host, e).stream()
            .flatMap(d -> d.ports().stream().map(p -> port(d, p)))
            .toList());
    r.put("peermem", host.peermem());
    r.put("memlock", host.memlock());
    r.put("kernel_messages", log.matches());
    return r;
  }

  private static Map<String, Object> port(RdmaDevice d, RdmaPortFacts p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("device", d.name());
    m.put("port", p.port());
    m.put("netdevs", d.netdevs());
    m.put("state", p.state());
    m.put("phys_state", p.physState());
    m.put("link_layer", p.linkLayer());
    m.put("rate", p.rate());
    m.put("gid_types", RdmaChecks.gidTypes(p.gids()));
    m.put("roce_v2_ipv4_gid_index", p.roceV2Ipv4Gid().map(g -> g.index()).orElse(null));
    return m;
  }
}
