package dev.play.cli;

import dev.play.connection.ssh.HostKeyPolicy;
import dev.play.connection.ssh.SshDefaults;
import dev.play.engine.BecomeOptions;
import dev.play.error.PlayError;
import dev.play.error.Source;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Option;

/** ansible-playbook's connection and privilege-escalation options. */
final class ConnectionFlags {
  @Option(names = {"-u", "--user"}, paramLabel = "REMOTE_USER", description = "Connect as this user.")
  String user;

  @Option(names = {"-k", "--ask-pass"}, description = "Ask for the SSH password.")
  boolean askPass;

  @Option(names = {"--private-key", "--key-file"}, paramLabel = "FILE", description = "SSH private key file.")
  Path privateKey;

  @Option(names = {"-c", "--connection"}, paramLabel = "TYPE", description = "ssh (default) or local.")
  String connection;

  @Option(names = {"-T", "--timeout"}, paramLabel = "SECONDS", description = "SSH connect timeout (default 10).")
  Integer timeout;

  @Option(names = "--ssh-common-args", paramLabel = "ARGS",
      description = "Extra SSH options, e.g. '-o ProxyJump=login1' (as ansible_ssh_common_args).")
  String sshCommonArgs;

  @Option(names = "--host-key-checking", paramLabel = "POLICY",
      description = "strict (default), accept-new or off. ANSIBLE_HOST_KEY_CHECKING=False means off.")
  String hostKeyChecking;

  @Option(names = {"-b", "--become"}, description = "Run tasks with privilege escalation (sudo).")
  boolean become;

  @Option(names = "--become-method", paramLabel = "METHOD", description = "sudo (default) or su.")
  String becomeMethod;

  @Option(names = "--become-user", paramLabel = "USER", description = "Become this user (default root).")
  String becomeUser;

  @Option(names = {"-K", "--ask-become-pass"}, description = "Ask for the privilege escalation password.")
  boolean askBecomePass;

  BecomeOptions becomeOptions() {
    String password = askBecomePass ? Prompts.secret("BECOME password: ") : null;
    return new BecomeOptions(become, becomeUser, becomeMethod, password);
  }

  String sshPassword() {
    return askPass ? Prompts.secret("SSH password: ") : null;
  }

  /** SSH defaults from these flags; asks for the SSH password when {@code -k} is given. */
  SshDefaults sshDefaults(String becomePassword) {
    SshDefaults env = SshDefaults.ofEnvironment();
    Duration connectTimeout = timeout == null ? null : Duration.ofSeconds(timeout);
    return new SshDefaults(user, privateKey, sshPassword(), becomePassword, hostKeyPolicy(), connectTimeout,
        null, env.home(), env.localUser(), null);
  }

  /** {@code --host-key-checking}, else {@code ANSIBLE_HOST_KEY_CHECKING=False} (off), else strict. */
  HostKeyPolicy hostKeyPolicy() {
    if (hostKeyChecking != null) {
      return switch (hostKeyChecking.strip().toLowerCase(java.util.Locale.ROOT)) {
        case "strict" -> HostKeyPolicy.STRICT;
        case "accept-new" -> HostKeyPolicy.ACCEPT_NEW;
        case "off" -> HostKeyPolicy.OFF;
        default -> throw new PlayError(PlayError.Kind.OPTIONS, Source.of("--host-key-checking"),
            "expected strict, accept-new or off, got '" + hostKeyChecking + "'");
      };
    }
    String env = System.getenv("ANSIBLE_HOST_KEY_CHECKING");
    if (env != null && Boolean.FALSE.equals(dev.play.module.Args.toBool(env))) {
      return HostKeyPolicy.OFF;
    }
    return HostKeyPolicy.STRICT;
  }
}
