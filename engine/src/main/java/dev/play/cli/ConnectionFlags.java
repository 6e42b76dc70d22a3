package dev.play.cli;

import dev.play.cli.common.Prompts;
import dev.play.config.PlayConfig;
import dev.play.connection.ssh.HostKeyPolicy;
import dev.play.connection.ssh.SshDefaults;
import dev.play.engine.BecomeOptions;
import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.playbook.ConnectionNames;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Option;

/** ansible-playbook's connection and privilege-escalation options. */
final class ConnectionFlags {
  @Option(
      names = {"-u", "--user"},
      paramLabel = "REMOTE_USER",
      description = "Connect as this user.")
  String user;

  @Option(
      names = {"-k", "--ask-pass"},
      description = "Ask for the SSH password.")
  boolean askPass;

  @Option(
      names = {"--private-key", "--key-file"},
      paramLabel = "FILE",
      description = "SSH private key file.")
  Path privateKey;

  @Option(
      names = {"-c", "--connection"},
      paramLabel = "TYPE",
      description = "ssh (default) or local.")
  String connection;

  @Option(
      names = {"-T", "--timeout"},
      paramLabel = "SECONDS",
      description = "SSH connect timeout (default: the timeout setting, else 10).")
  Integer timeout;

  @Option(
      names = "--ssh-common-args",
      paramLabel = "ARGS",
      description = "Extra SSH options, e.g. '-o ProxyJump=login1' (as ansible_ssh_common_args).")
  String sshCommonArgs;

  @Option(
      names = "--host-key-checking",
      paramLabel = "POLICY",
      description =
          "strict (default), accept-new or off. The host_key_checking setting False means off.")
  String hostKeyChecking;

  @Option(
      names = {"-b", "--become"},
      description = "Run tasks with privilege escalation (sudo).")
  boolean become;

  @Option(names = "--become-method", paramLabel = "METHOD", description = "sudo (default) or su.")
  String becomeMethod;

  @Option(
      names = "--become-user",
      paramLabel = "USER",
      description = "Become this user (default root).")
  String becomeUser;

  @Option(
      names = {"-K", "--ask-become-pass"},
      description = "Ask for the privilege escalation password.")
  boolean askBecomePass;

  /**
   * {@code -c}, else the {@code transport} setting when it is set, else null (play's own choice:
   * local for localhost, SSH for other hosts).
   *
   * @throws PlayError (exit 5) for a connection play does not have
   */
  String connection(PlayConfig config) {
    if (connection != null && !ConnectionNames.known(connection)) {
      throw new PlayError(
          PlayError.Kind.OPTIONS, Source.of("-c"), ConnectionNames.unsupported(connection));
    }
    return or(connection, config.transport());
  }

  /**
   * These flags, else the {@code become*} settings of the config; {@code prompts} asks for the
   * become password.
   */
  BecomeOptions becomeOptions(PlayConfig config, Prompts prompts) {
    String password =
        askBecomePass || config.becomeAskPass() ? prompts.secret("BECOME password: ") : null;
    return new BecomeOptions(
        become || config.become(),
        or(becomeUser, config.becomeUser()),
        or(becomeMethod, config.becomeMethod()),
        password,
        config.becomeExe(),
        config.becomeFlags());
  }

  String sshPassword(PlayConfig config, Prompts prompts) {
    return askPass || config.askPass() ? prompts.secret("SSH password: ") : null;
  }

  /**
   * SSH defaults from these flags, else the config; asks for the SSH password when {@code -k} is
   * given.
   */
  SshDefaults sshDefaults(String becomePassword, PlayConfig config, Prompts prompts) {
    SshDefaults env = SshDefaults.ofEnvironment();
    Duration connectTimeout = Duration.ofSeconds(timeout != null ? timeout : config.timeout());
    return new SshDefaults(
        or(user, config.remoteUser()),
        config.remotePort(),
        or(privateKey, config.privateKeyFile()),
        sshPassword(config, prompts),
        becomePassword,
        hostKeyPolicy(config),
        connectTimeout,
        null,
        env.home(),
        env.localUser(),
        null);
  }

  /**
   * The ssh arguments every host gets: {@code ssh_args} of the config, then its {@code
   * ansible_ssh_common_args} (else {@code --ssh-common-args}, else the config's).
   */
  SshConnections.Args sshArgs(PlayConfig config) {
    return new SshConnections.Args(
        config.sshArgs(), or(sshCommonArgs, config.sshCommonArgs()), config.sshExtraArgs());
  }

  private static <T> T or(T flag, T configured) {
    return flag != null ? flag : configured;
  }

  /**
   * {@code --host-key-checking}, else {@code host_key_checking} of the config (false: off; true:
   * strict).
   */
  HostKeyPolicy hostKeyPolicy(PlayConfig config) {
    if (hostKeyChecking != null) {
      return switch (hostKeyChecking.strip().toLowerCase(java.util.Locale.ROOT)) {
        case "strict" -> HostKeyPolicy.STRICT;
        case "accept-new" -> HostKeyPolicy.ACCEPT_NEW;
        case "off" -> HostKeyPolicy.OFF;
        default ->
            throw new PlayError(
                PlayError.Kind.OPTIONS,
                Source.of("--host-key-checking"),
                "expected strict, accept-new or off, got '" + hostKeyChecking + "'");
      };
    }
    return config.hostKeyChecking() ? HostKeyPolicy.STRICT : HostKeyPolicy.OFF;
  }
}
