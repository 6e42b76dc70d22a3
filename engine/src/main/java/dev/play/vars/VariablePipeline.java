package dev.play.vars;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one variable-precedence order, lowest first (later layers win):
 *
 * <ol>
 *   <li>role defaults ({@code defaults/main.yml})
 *   <li>inventory group {@code all}, then parent groups, then child groups (group_vars/)
 *   <li>inventory host (inline and host_vars/)
 *   <li>gathered facts ({@code ansible_facts}, {@code ansible_*})
 *   <li>play {@code vars}
 *   <li>play {@code vars_files}
 *   <li>role {@code vars/main.yml}
 *   <li>role parameters
 *   <li>block and task {@code vars}
 *   <li>{@code include_vars}
 *   <li>{@code set_fact} and {@code register}
 *   <li>extra vars ({@code -e})
 *   <li>magic variables (cannot be overridden)
 * </ol>
 *
 * <p>Facts, {@code set_fact}/{@code register} results and magic variables are final data: they were
 * rendered (or produced) once and are never templated again.
 */
public final class VariablePipeline {
  private VariablePipeline() {}

  /** The ordered layers for one task on one host. */
  public static LayeredScope scope(VarSources s) {
    List<Layer> layers = new ArrayList<>();
    roleDefaults(s, layers);
    layers.addAll(s.inventory());
    layers.add(new Layer("facts", factVars(s.facts(), s.moduleFacts()), true));
    layers.add(new Layer("play vars", s.playVars()));
    each("vars_files", s.varsFiles(), layers);
    each("role vars", s.roleVars(), layers);
    each("role params", s.roleParams(), layers);
    each("block/task vars", s.blockVars(), layers);
    layers.add(new Layer("include_vars", s.includedVars()));
    layers.add(new Layer("set_fact/register", s.hostVars(), true));
    layers.add(new Layer("extra vars", s.extraVars()));
    layers.add(new Layer("magic", s.magic(), true));
    return new LayeredScope(layers);
  }

  private static void roleDefaults(VarSources s, List<Layer> layers) {
    each("role defaults", s.roleDefaults(), layers);
  }

  private static void each(String name, List<Map<String, Object>> maps, List<Layer> layers) {
    for (Map<String, Object> m : maps) {
      layers.add(new Layer(name, m));
    }
  }

  /**
   * Facts as variables: each gathered fact as {@code ansible_<name>}, each module fact by its own
   * name, and both under {@code ansible_facts}.
   */
  static Map<String, Object> factVars(Map<String, Object> facts, Map<String, Object> moduleFacts) {
    if (facts.isEmpty() && moduleFacts.isEmpty()) {
      return Map.of();
    }
    Map<String, Object> vars = new LinkedHashMap<>();
    facts.forEach((k, v) -> vars.put(k.startsWith("ansible_") ? k : "ansible_" + k, v));
    vars.putAll(moduleFacts);
    Map<String, Object> all = new LinkedHashMap<>(facts);
    all.putAll(moduleFacts);
    vars.put("ansible_facts", all);
    return vars;
  }
}
