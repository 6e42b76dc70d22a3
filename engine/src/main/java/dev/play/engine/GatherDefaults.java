package dev.play.engine;

import dev.play.playbook.ModuleDefaults;
import dev.play.vars.Scope;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code gather_subset} of a play's fact gathering with its {@code module_defaults}, as
 * Ansible's implicit {@code gather_facts} task gets it: the play's own {@code gather_subset}, else
 * that of the play's defaults for {@code ansible.builtin.gather_facts}, else for
 * {@code ansible.builtin.setup}. Only the play's defaults apply (the gathering task belongs to the
 * play), templated once with the first host's variables. play's gathering takes no other argument:
 * a default it would need to apply ({@code filter}, {@code fact_path}...) is warned about.
 */
final class GatherDefaults {
  private static final String GATHER_SUBSET = "gather_subset";

  private GatherDefaults() {}

  /**
   * @throws IllegalArgumentException when a default is bad (a key that resolves to nothing, an
   *     undefined variable, defaults that are not a mapping)
   */
  static Object subset(RunContext run, PlayFrame frame, List<HostState> hosts) {
    Object own = frame.play().gatherSubset();
    Inherited inh = Inherited.root(frame.play().keywords());
    ModuleDefaults defaults = inh.moduleDefaults();
    if (defaults.isEmpty() || hosts.isEmpty()) {
      return own;
    }
    Scope scope = new Scopes(run).forTask(hosts.get(0), frame, inh, Map.of());
    Map<String, Object> args = new HashMap<>();
    if (own != null) {
      args.put(GATHER_SUBSET, own);
    }
    Map<String, Object> gather = TaskArguments.withDefaults(run, frame, defaults, "ansible.builtin.gather_facts", args,
        scope).args();
    Map<String, Object> setup = TaskArguments.withDefaults(run, frame, defaults, "ansible.builtin.setup", gather,
        scope).args();
    setup.keySet().stream().filter(k -> !k.equals(GATHER_SUBSET)).forEach(k -> run.listener().warning(
        "module_defaults give the play's fact gathering '" + k + "', which play's gathering does not apply (it takes"
            + " gather_subset only; play '" + frame.play().displayName() + "' at " + frame.play().source() + ")"));
    return setup.get(GATHER_SUBSET);
  }
}
