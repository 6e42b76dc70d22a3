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
 * {@code nccl_settings}: the NCCL environment of a host from its GPU, RDMA, network and hardware
 * facts (CLUSTER.md's detection rules), with {@code overrides} winning over detection. Sets the
 * facts {@code nccl_env} (name to value, in file order), {@code nccl_env_exports} (the same as a
 * list, with each value quoted for {@code "${VAR-word}"}) and {@code nccl_detected} (detected
 * values and the rule behind each). Runs nothing on the host; never a change.
 */
final class NcclSettingsModule implements Module {
  private static final ArgSpec SPEC = ArgSpec.of("overrides:dict");

  @Override
  public String name() {
    return "nccl_settings";
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
    NcclOverrides overrides = NcclOverrides.parse(args.raw("overrides"));
    NcclDetection.Detected detected =
        NcclDetection.detect(NcclInputs.read(new HostFacts(name(), ctx)));
    List<NcclVar> env = overrides.applyTo(detected.vars());
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("nccl_env", values(env));
    facts.put("nccl_env_exports", env.stream().map(NcclSettingsModule::export).toList());
    facts.put("nccl_detected", detected(detected, overrides));
    List<String> names = overrides.names();
    String overridden = names.isEmpty() ? "" : " (overridden: " + String.join(", ", names) + ")";
    return Plan.noChange(
        env.size() + " variables, transport " + detected.transport() + overridden,
        Map.of("ansible_facts", facts));
  }

  private static Map<String, Object> values(List<NcclVar> vars) {
    Map<String, Object> out = new LinkedHashMap<>();
    vars.forEach(v -> out.put(v.name(), v.value()));
    return out;
  }

  private static Map<String, Object> export(NcclVar v) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", v.name());
    m.put("word", ShellWord.inDefault(v.value()));
    m.put("reason", v.reason());
    return m;
  }

  private static Map<String, Object> detected(
      NcclDetection.Detected detected, NcclOverrides overrides) {
    Map<String, Object> reasons = new LinkedHashMap<>();
    detected.vars().forEach(v -> reasons.put(v.name(), v.reason()));
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("transport", detected.transport());
    m.put("env", values(detected.vars().stream().filter(NcclVar::isSet).toList()));
    m.put("reasons", reasons);
    m.put("overridden", overrides.names());
    return m;
  }
}
