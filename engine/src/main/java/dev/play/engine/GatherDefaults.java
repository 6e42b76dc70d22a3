package dev.play.engine;

import dev.play.playbook.ModuleDefaults;
import dev.play.vars.Scope;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code gather_subset} and {@code fact_path} of a play's fact gathering with its {@code
 * module_defaults}, as Ansible's implicit {@code gather_facts} task gets them: the play's own
 * keyword, else the play's defaults for {@code ansible.builtin.gather_facts}, else for {@code
 * ansible.builtin.setup}. Only the play's defaults apply (the gathering task belongs to the play),
 * templated once with the first host's variables. play's gathering takes no other argument: a
 * default it would need to apply ({@code filter}...) is warned about.
 *
 * @param subset the {@code gather_subset} (null: all)
 * @param factPath the {@code fact_path} the defaults give (null: the play's keyword, or Ansible's
 *     default)
 * @param timeout the {@code gather_timeout} the defaults give (null: the play's keyword, or
 *     Ansible's 10)
 */
record GatherDefaults(Object subset, Object factPath, Object timeout) {
  private static final String GATHER_SUBSET = "gather_subset";
  private static final String FACT_PATH = "fact_path";
  private static final String GATHER_TIMEOUT = "gather_timeout";
  private static final java.util.Set<String> TAKEN =
      java.util.Set.of(GATHER_SUBSET, FACT_PATH, GATHER_TIMEOUT);

  /**
   * @throws IllegalArgumentException when a default is bad (a key that resolves to nothing, an
   *     undefined variable, defaults that are not a mapping)
   */
  static GatherDefaults of(RunContext run, PlayFrame frame, List<HostState> hosts) {
    Object own = frame.play().gatherSubset();
    Inherited inh = Inherited.root(frame.play().keywords());
    ModuleDefaults defaults = inh.moduleDefaults();
    if (defaults.isEmpty() || hosts.isEmpty()) {
      return new GatherDefaults(own, null, null);
    }
    Scope scope = new Scopes(run).forTask(hosts.get(0), frame, inh, Map.of());
    Map<String, Object> args = new HashMap<>();
    if (own != null) {
      args.put(GATHER_SUBSET, own);
    }
    Object factPath = frame.play().keywords().other(FACT_PATH);
    if (factPath != null) {
      args.put(FACT_PATH, factPath);
    }
    Map<String, Object> gather =
        TaskArguments.withDefaults(
                run, frame, defaults, "ansible.builtin.gather_facts", args, scope)
            .args();
    Map<String, Object> setup =
        TaskArguments.withDefaults(run, frame, defaults, "ansible.builtin.setup", gather, scope)
            .args();
    setup.keySet().stream()
        .filter(k -> !TAKEN.contains(k))
        .forEach(
            k ->
                run.listener()
                    .warning(
                        "module_defaults give the play's fact gathering '"
                            + k
                            + "', which play's gathering does not apply (it takes"
                            + " gather_subset and fact_path; play '"
                            + frame.play().displayName()
                            + "' at "
                            + frame.play().source()
                            + ")"));
    return new GatherDefaults(
        setup.get(GATHER_SUBSET),
        factPath != null ? null : setup.get(FACT_PATH),
        frame.play().keywords().other(GATHER_TIMEOUT) != null ? null : setup.get(GATHER_TIMEOUT));
  }
}
