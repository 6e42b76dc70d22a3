package dev.play.module;

import dev.play.connection.ConnectionException;

/**
 * A module plans from facts (facts → plan → apply). {@link #plan} reads the host's state through
 * the context and returns what differs; it never changes the host. The engine applies the plan
 * unless in check mode, so check mode and diffs come from the same plan and are exact.
 * Implementations are stateless and thread-safe: one instance serves every host.
 */
public interface Module {
  /** The short name, e.g. {@code copy}; the registry also accepts FQCN forms. */
  String name();

  /** The arguments this module accepts; unknown arguments are rejected before planning. */
  ArgSpec spec();

  /**
   * Whether one run serves every host of the task, as Ansible's {@code pause} (the first host
   * runs it; the others get its result, as with {@code run_once}).
   */
  default boolean runsOncePerPlay() {
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

  /** Reads facts through {@code ctx} and returns the changes needed, or a no-change reason. */
  Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException;
}
