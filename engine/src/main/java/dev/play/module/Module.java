package dev.play.module;

import dev.play.connection.ConnectionException;

/**
 * A module plans from facts (facts → plan → apply). {@link #plan} reads the host's state through
 * the context and returns what differs; it never changes the host. The engine applies the plan
 * unless in check mode, so check mode and diffs come from the same plan and are exact.
 * Implementations are stateless and thread-safe: one instance serves every host.
 */
public interface Module {
  /**
   * The result key by which a module asks for its result to be shown without {@code -v}, indented,
   * as Ansible's {@code debug} and {@code assert} actions do; the engine reads it and keeps it out
   * of what is shown and registered, as every {@code _ansible_*} key.
   */
  String VERBOSE_ALWAYS = "_ansible_verbose_always";

  /**
   * Ansible's internal result key by which {@code set_fact} with {@code cacheable: true} asks for
   * its facts to go to the fact cache too; the engine takes it out of the result.
   */
  String FACTS_CACHEABLE = "_ansible_facts_cacheable";

  /**
   * The short name, e.g. {@code copy}; the registry also accepts the names Ansible resolves to
   * {@link #fqcn}.
   */
  String name();

  /**
   * The fully qualified name Ansible gives this module ({@code ansible.posix.sysctl}); play's own
   * modules are in {@code play.builtin}. Modules of {@code ansible.builtin} keep this default.
   */
  default String fqcn() {
    return "ansible.builtin." + name();
  }

  /** The arguments this module accepts; unknown arguments are rejected before planning. */
  ArgSpec spec();

  /**
   * {@code given} checked and converted by {@link #spec} ({@link ArgSpec#bind}): what {@link #plan}
   * takes.
   */
  default Args bind(java.util.Map<String, Object> given) throws ModuleFailure {
    return spec().bind(name(), given);
  }

  /**
   * Arguments its spec accepts (Ansible's module has them) that play does not implement: a task
   * that gives one runs Ansible's module instead where the controller has it, else fails with
   * {@link Args#refuse}'s message.
   */
  default java.util.List<String> unimplementedArgs() {
    return java.util.List.of();
  }

  /**
   * Whether one run serves every host of the task, as Ansible's {@code pause} (the first host runs
   * it; the others get its result, as with {@code run_once}).
   */
  default boolean runsOncePerPlay() {
    return false;
  }

  /**
   * Whether the task runs on its first host only, the others getting no result, as Ansible's {@code
   * add_host} (its BYPASS_HOST_LOOP): {@code run_once} without sharing the result; a loop runs
   * there item by item.
   */
  default boolean firstHostOnly() {
    return false;
  }

  /**
   * Whether the module changes only the run's inventory ({@code add_host}, {@code group_by}): its
   * plan is applied in check mode too, as in Ansible, and the task's hosts run it one after another
   * in host order, so what it adds comes in the same order on every run.
   */
  default boolean editsInventory() {
    return false;
  }

  /**
   * Whether the {@code ansible_facts} this module returns are the host's own facts, named without
   * the {@code ansible_} prefix and injected as {@code ansible_<name>} (setup, gpu_facts,
   * rdma_facts, hostname). Other modules' facts are variables by their own names, as in Ansible.
   */
  default boolean returnsHostFacts() {
    return false;
  }

  /**
   * Whether {@link #plan} may be run ahead of its task only to learn its first probe: it does
   * nothing before that probe but read its arguments and the controller's files, and its first
   * remote action is that probe. The engine then reads the probes of several tasks in one round
   * trip (and answers a probe from that reading only when it is exactly the same command and
   * nothing changed since).
   */
  default boolean plansFromProbes() {
    return false;
  }

  /**
   * Whether the module finishes on the controller at once, neither touching nor waiting on any host
   * (assert, debug, set_fact, fail): probes read ahead ({@link #plansFromProbes}) stay valid across
   * it. A module that waits ({@code pause}, {@code wait_for}) is not instant: what it waits for may
   * change what a later task reads.
   */
  default boolean instant() {
    return false;
  }

  /** Reads facts through {@code ctx} and returns the changes needed, or a no-change reason. */
  Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException;
}
