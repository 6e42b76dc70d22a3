package dev.play.module.facts;

import dev.play.connection.ConnectionException;
import dev.play.facts.FactSubset;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.EnumSet;
import java.util.Map;

/**
 * {@code gpu_facts} and {@code rdma_facts}: one fact subset on demand, as a module. A host with no
 * GPU or no RDMA device gets a valid empty answer ({@code gpu_count: 0}, {@code rdma_count: 0}).
 */
final class SubsetFactsModule implements Module {
  private static final ArgSpec SPEC = ArgSpec.of();

  private final String name;
  private final FactSubset subset;

  private SubsetFactsModule(String name, FactSubset subset) {
    this.name = name;
    this.subset = subset;
  }

  public static SubsetFactsModule gpu() {
    return new SubsetFactsModule("gpu_facts", FactSubset.GPU);
  }

  public static SubsetFactsModule rdma() {
    return new SubsetFactsModule("rdma_facts", FactSubset.RDMA);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String fqcn() {
    return "play.builtin." + name();
  }

  @Override
  public boolean returnsHostFacts() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Map<String, Object> facts = FactScript.gather(ctx, EnumSet.of(subset));
    return Plan.noChange(name + " gathered", Map.of("ansible_facts", facts));
  }
}
