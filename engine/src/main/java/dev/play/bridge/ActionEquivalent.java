package dev.play.bridge;

import dev.play.connection.ConnectionException;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.Map;
import java.util.Optional;

/**
 * play's own code for the controller's part of a collection's action plugin (sending a file the
 * module reads, say), for the plugins play has one for; the module then runs with Ansible's code.
 * Every other action plugin is refused ({@link BridgeResolver}).
 */
interface ActionEquivalent {
  /**
   * The module's arguments once the controller's part is done: files it needs are written into
   * {@code dir}, the run's private directory on the host.
   *
   * @throws ModuleFailure with the plugin's own message when its arguments are wrong
   */
  Map<String, Object> prepare(Map<String, Object> args, ModuleContext ctx, String dir)
      throws ModuleFailure, ConnectionException;

  /** The equivalent of action plugin {@code plugin} (its fully qualified name), if play has one. */
  static Optional<ActionEquivalent> of(String plugin) {
    return plugin.equals("ansible.posix.patch") ? Optional.of(new PatchAction()) : Optional.empty();
  }
}
