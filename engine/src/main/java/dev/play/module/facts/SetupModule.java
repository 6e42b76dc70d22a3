package dev.play.module.facts;

import dev.play.connection.ConnectionException;
import dev.play.facts.FactSubset;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code setup}: gathers facts like {@code gather_facts}, for {@code gather_subset} (local facts
 * from {@code fact_path}, mount size reads bounded by {@code gather_timeout}), keeping only the
 * facts whose {@code ansible_} name matches a {@code filter} glob. Never changes the host. Its
 * result names the facts {@code ansible_NAME}, as Ansible's does.
 */
final class SetupModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
          "gather_subset:list(str)=all",
          "filter:list(str)",
          "gather_timeout:int=10",
          "fact_path:path=/etc/ansible/facts.d");

  @Override
  public String name() {
    return "setup";
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
    Set<FactSubset> subsets;
    try {
      subsets = FactSubset.parse(args.has("gather_subset") ? args.raw("gather_subset") : null);
    } catch (IllegalArgumentException e) {
      throw new ModuleFailure("setup: " + e.getMessage());
    }
    Map<String, Object> facts =
        filter(
            FactScript.gather(
                ctx, subsets, args.string("fact_path"), args.integer("gather_timeout")),
            args.list("filter"));
    return Plan.noChange("facts gathered", Map.of("ansible_facts", prefixed(facts)));
  }

  /**
   * The facts under their {@code ansible_} names, as Ansible's setup returns them (the engine takes
   * the prefix off).
   */
  static Map<String, Object> prefixed(Map<String, Object> facts) {
    Map<String, Object> out = new LinkedHashMap<>();
    facts.forEach((k, v) -> out.put("ansible_" + k, v));
    return out;
  }

  /** The facts whose {@code ansible_<name>} matches one of {@code globs} (all when none). Pure. */
  static Map<String, Object> filter(Map<String, Object> facts, List<String> globs) {
    if (globs.isEmpty() || globs.equals(List.of("*"))) {
      return facts;
    }
    List<PathMatcher> matchers = new ArrayList<>();
    globs.forEach(g -> matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + g)));
    Map<String, Object> out = new LinkedHashMap<>();
    facts.forEach(
        (k, v) -> {
          Path name = Path.of("ansible_" + k);
          if (matchers.stream().anyMatch(m -> m.matches(name) || m.matches(Path.of(k)))) {
            out.put(k, v);
          }
        });
    return out;
  }
}
