package dev.play.cli;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.ssh.PassphraseSource;
import dev.play.connection.ssh.SshConnector;
import dev.play.connection.ssh.SshTarget;
import dev.play.connection.ssh.SshTargets;
import dev.play.engine.ConnectionFactory;
import dev.play.engine.DefaultConnections;
import dev.play.inventory.Inventory;
import dev.play.vars.Scope;
import java.util.Map;

/**
 * Opens SSH connections from inventory variables and command-line defaults. The connector is
 * created when the first SSH host is reached; its crypto set-up starts as the run starts when the
 * inventory has a host to reach over SSH ({@link #prepareFor}).
 */
final class SshConnections implements ConnectionFactory {
  private final SshTargets targets;
  private final Args args;
  private SshConnector connector;

  /**
   * The ssh arguments of the command line and the config, read as {@code ansible_ssh_common_args}
   * is (the options play honours, first one wins as in ssh).
   *
   * @param sshArgs {@code ssh_args}: before every host's common arguments, as Ansible puts them first
   *     (a host's {@code ansible_ssh_args} replaces it)
   * @param commonArgs {@code --ssh-common-args} or {@code ssh_common_args}, for hosts without
   *     {@code ansible_ssh_common_args}
   * @param extraArgs {@code ssh_extra_args}, for hosts without {@code ansible_ssh_extra_args}
   */
  record Args(String sshArgs, String commonArgs, String extraArgs) {}

  SshConnections(SshTargets targets, Args args) {
    this.targets = targets;
    this.args = args;
  }

  /**
   * Starts loading sshj's cryptography ({@link SshConnector#prepare}) when a host of
   * {@code inventory} is reached over SSH, so that it overlaps the reading of the playbooks.
   */
  static void prepareFor(Inventory inventory, String forced) {
    if (reachesOverSsh(inventory, forced)) {
      SshConnector.prepare();
    }
  }

  /**
   * Whether a host of {@code inventory} goes over SSH, as {@link DefaultConnections#isLocal}
   * chooses; a variable set by a playbook's directory is not looked at.
   */
  static boolean reachesOverSsh(Inventory inventory, String forced) {
    for (String host : inventory.hostNames()) {
      Map<String, Object> vars = inventory.hostVars(host);
      String set = vars.containsKey("ansible_connection") ? String.valueOf(vars.get("ansible_connection")) : null;
      if (!DefaultConnections.isLocal(host, set, forced)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Connection open(String host, Scope vars) throws ConnectionException {
    return connector().connect(target(host, vars));
  }

  /** The resolved target: two tasks reaching a host as the same user, port, keys... share a connection. */
  @Override
  public Object key(String host, Scope vars) throws ConnectionException {
    return target(host, vars);
  }

  private SshTarget target(String host, Scope vars) throws ConnectionException {
    try {
      return targets.target(host, name -> lookup(vars, name));
    } catch (IllegalArgumentException e) {
      throw new ConnectionException("bad connection settings for " + host + ": " + e.getMessage());
    }
  }

  private Object lookup(Scope vars, String name) {
    return switch (name) {
      case "ansible_ssh_common_args" -> var(vars, "ansible_ssh_args", args.sshArgs()) + " " + var(vars, name, args.commonArgs());
      case "ansible_ssh_extra_args" -> var(vars, name, args.extraArgs());
      default -> vars.contains(name) ? vars.get(name) : null;
    };
  }

  private static Object var(Scope vars, String name, String fallback) {
    Object v = vars.contains(name) ? vars.get(name) : fallback;
    return v == null ? "" : v;
  }

  private synchronized SshConnector connector() {
    if (connector == null) {
      connector = new SshConnector(passphrases());
    }
    return connector;
  }

  private static PassphraseSource passphrases() {
    return key -> Prompts.secret("Enter passphrase for key '" + key + "': ").toCharArray();
  }
}
