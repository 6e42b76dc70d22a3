package dev.play.cli;

import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.ssh.PassphraseSource;
import dev.play.connection.ssh.SshConnector;
import dev.play.connection.ssh.SshTarget;
import dev.play.connection.ssh.SshTargets;
import dev.play.engine.ConnectionFactory;
import dev.play.vars.Scope;

/**
 * Opens SSH connections from inventory variables and command-line defaults. The connector (and
 * its crypto set-up, about a second) is created only when the first SSH host is reached.
 */
final class SshConnections implements ConnectionFactory {
  private final SshTargets targets;
  private final String commonArgs;
  private SshConnector connector;

  /** @param commonArgs {@code --ssh-common-args}, used where a host has no {@code ansible_ssh_common_args} */
  SshConnections(SshTargets targets, String commonArgs) {
    this.targets = targets;
    this.commonArgs = commonArgs;
  }

  @Override
  public Connection open(String host, Scope vars) throws ConnectionException {
    SshTarget target;
    try {
      target = targets.target(host, name -> lookup(vars, name));
    } catch (IllegalArgumentException e) {
      throw new ConnectionException("bad connection settings for " + host + ": " + e.getMessage());
    }
    return connector().connect(target);
  }

  private Object lookup(Scope vars, String name) {
    if (vars.contains(name)) {
      return vars.get(name);
    }
    return name.equals("ansible_ssh_common_args") ? commonArgs : null;
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
