package dev.play.module;

import dev.play.connection.ConnectionException;
import java.util.Map;

/**
 * The second kind of module: its own code runs on the host and decides what changed, as Ansible's
 * modules do ({@link dev.play.bridge.BridgedModule}). It has no plan: in check mode it runs with
 * the module's own check mode, and its result says what would change.
 */
public interface RemoteModule extends Module {
  /**
   * Runs the module on the host with {@code args} and returns its result as Ansible's action
   * returns it ({@code changed}, {@code failed}, {@code skipped}, {@code msg}, {@code diff}, {@code
   * ansible_facts}, {@code warnings}...).
   *
   * @throws ModuleFailure when it cannot be run at all (no Python on the host, code that cannot be
   *     packed)
   */
  Map<String, Object> execute(Args args, ModuleContext ctx)
      throws ModuleFailure, ConnectionException;

  /** Never called: the engine runs {@link #execute}. */
  @Override
  default Plan plan(Args args, ModuleContext ctx) throws ModuleFailure {
    throw new ModuleFailure("module " + fqcn() + " runs on the host and has no plan");
  }
}
