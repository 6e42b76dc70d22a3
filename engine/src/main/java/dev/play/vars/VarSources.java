package dev.play.vars;

import java.util.List;
import java.util.Map;

/**
 * Everything that contributes variables to one task on one host, before ordering.
 *
 * @param roleDefaults defaults of the enclosing roles, outermost first
 * @param inventory the host's inventory layers, lowest first (groups {@code all}, parents,
 *     children, then the host; each from the inventory file, then group_vars/ and host_vars/)
 * @param facts gathered facts, injected as {@code ansible_facts} and {@code ansible_*}
 * @param moduleFacts facts other modules returned (cluster_facts, ...): variables by their own
 *     names, as Ansible injects them, and also under {@code ansible_facts}
 * @param playVars the play's {@code vars:}
 * @param varsFiles the play's {@code vars_files}, in order
 * @param roleVars {@code vars/main.yml} of the enclosing roles, outermost first
 * @param roleParams parameters of the enclosing roles, outermost first
 * @param blockVars {@code vars:} of enclosing blocks then of the task, outermost first
 * @param includedVars variables {@code include_vars} loaded for the host (raw: templated when used)
 * @param hostVars {@code set_fact} and {@code register} results for the host
 * @param extraVars {@code -e} values
 * @param magic magic variables ({@code inventory_hostname}, {@code groups}, {@code item}, ...)
 */
public record VarSources(
    List<Map<String, Object>> roleDefaults,
    List<Layer> inventory,
    Map<String, Object> facts,
    Map<String, Object> moduleFacts,
    Map<String, Object> playVars,
    List<Map<String, Object>> varsFiles,
    List<Map<String, Object>> roleVars,
    List<Map<String, Object>> roleParams,
    List<Map<String, Object>> blockVars,
    Map<String, Object> includedVars,
    Map<String, Object> hostVars,
    Map<String, Object> extraVars,
    Map<String, Object> magic) {}
