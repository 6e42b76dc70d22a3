package dev.play.cli;

import dev.play.cli.common.Prompts;
import dev.play.connection.Connection;
import dev.play.connection.ConnectionException;
import dev.play.connection.ssh.PassphraseSource;
import dev.play.connection.ssh.SshClientSetup;
import dev.play.connection.ssh.SshConnector;
import dev.play.connection.ssh.SshTarget;
import dev.play.connection.ssh.SshTargets;
import dev.play.engine.ConnectionFactory;
import dev.play.engine.DefaultConnections;
import dev.play.inventory.Inventory;
import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Opens SSH connections from inventory variables and command-line defaults. The connector is
 * created when the first SSH host is reached; its crypto set-up starts as the run starts when the
 * inventory has a host to reach over SSH ({@link #prepareFor}).
 */
final class SshConnections implements ConnectionFactory {
  private final SshTargets targets;
  private final Args args;
  private final SshClientSetup setup;
  private final Prompts prompts;
  private final Map<Inputs, SshTarget> resolved = new ConcurrentHashMap<>();
  private SshConnector connector;

  /**
   * The ssh arguments of the command line and the config, read as {@code ansible_ssh_common_args}
   * is (the options play honours, first one wins as in ssh).
   *
   * @param sshArgs {@code ssh_args}: before every host's common arguments, as Ansible puts them
   *     first (a host's {@code ansible_ssh_args} replaces it)
   * @param commonArgs {@code --ssh-common-args} or {@code ssh_common_args}, for hosts without
   *     {@code ansible_ssh_common_args}
   * @param extraArgs {@code ssh_extra_args}, for hosts without {@code ansible_ssh_extra_args}
   */
  record Args(String sshArgs, String commonArgs, String extraArgs) {}

  /** {@code setup}: the run's sshj configuration; {@code prompts} asks for key passphrases. */
  SshConnections(SshTargets targets, Args args, SshClientSetup setup, Prompts prompts) {
    this.targets = targets;
    this.args = args;
    this.setup = setup;
    this.prompts = prompts;
  }

  /**
   * Starts loading sshj's cryptography into the run's {@code setup} ({@link
   * SshClientSetup#prepare}) when a host of {@code inventory} is reached over SSH, so that it
   * overlaps the reading of the playbooks.
   */
  static void prepareFor(Inventory inventory, String forced, SshClientSetup setup) {
    if (reachesOverSsh(inventory, forced)) {
      setup.prepare();
    }
  }

  /**
   * Whether a host of {@code inventory} goes over SSH, as {@link DefaultConnections#isLocal}
   * chooses; a variable set by a playbook's directory is not looked at.
   */
  static boolean reachesOverSsh(Inventory inventory, String forced) {
    for (String host : inventory.hostNames()) {
      Map<String, Object> vars = inventory.hostVars(host);
      String set =
          vars.containsKey("ansible_connection")
              ? String.valueOf(vars.get("ansible_connection"))
              : null;
      if (!DefaultConnections.isLocal(host, set, forced)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Connection open(String host, Scope vars) throws ConnectionException {
    return connector().connect(target(inputs(host, vars)));
  }

  /**
   * What the target is made of: the host and the values of the variables it reads. Tasks with equal
   * inputs (the same user, port, keys...) share a connection; each target is resolved once.
   */
  @Override
  public Object key(String host, Scope vars) {
    return inputs(host, vars);
  }

  /** One host's connection variables, in {@link SshTargets#VARIABLES}' order (null: undefined). */
  private record Inputs(String host, List<Object> values) {
    Object value(String name) {
      int i = SshTargets.VARIABLES.indexOf(name);
      if (i < 0) {
        throw new IllegalStateException(
            "SshTargets read " + name + ", which VARIABLES does not list");
      }
      return values.get(i);
    }
  }

  private Inputs inputs(String host, Scope vars) {
    List<Object> values = new ArrayList<>(SshTargets.VARIABLES.size());
    SshTargets.VARIABLES.forEach(name -> values.add(lookup(vars, name)));
    return new Inputs(host, Collections.unmodifiableList(values));
  }

  private SshTarget target(Inputs inputs) throws ConnectionException {
    try {
      return resolved.computeIfAbsent(inputs, i -> targets.target(i.host(), i::value));
    } catch (IllegalArgumentException e) {
      throw new ConnectionException(
          "bad connection settings for " + inputs.host() + ": " + e.getMessage());
    }
  }

  private Object lookup(Scope vars, String name) {
    return switch (name) {
      case "ansible_ssh_common_args" ->
          var(vars, "ansible_ssh_args", args.sshArgs()) + " " + var(vars, name, args.commonArgs());
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
      connector = new SshConnector(passphrases(), setup);
    }
    return connector;
  }

  private PassphraseSource passphrases() {
    return key -> prompts.secret("Enter passphrase for key '" + key + "': ").toCharArray();
  }
}
