package dev.play.connection.ssh;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * Command-line choices and the local environment that SSH targets fall back on.
 *
 * @param user {@code -u}, or null
 * @param port the {@code remote_port} setting, or null
 * @param privateKey {@code --private-key}, or null
 * @param password {@code -k} (ask-pass), or null; a secret
 * @param becomePassword {@code -K} (ask-become-pass), or null; a secret, carried for the engine's
 *     Become
 * @param policy host key policy from the command line or environment, or null
 * @param timeout {@code -T} connect timeout, or null (10 s)
 * @param sshConfig the ssh_config file to read ({@code ~/.ssh/config} by default)
 * @param home the local home directory (for ~ and default keys and known_hosts)
 * @param localUser the local user name (default login)
 * @param becomeTimeout how long sudo/su may take to prompt or start
 */
public record SshDefaults(
    String user,
    Integer port,
    Path privateKey,
    String password,
    String becomePassword,
    HostKeyPolicy policy,
    Duration timeout,
    Path sshConfig,
    Path home,
    String localUser,
    Duration becomeTimeout) {
  public SshDefaults {
    Objects.requireNonNull(home, "home");
    Objects.requireNonNull(localUser, "localUser");
    sshConfig = sshConfig == null ? home.resolve(".ssh/config") : sshConfig;
    becomeTimeout = becomeTimeout == null ? Duration.ofSeconds(30) : becomeTimeout;
  }

  /** Without a {@code remote_port}. */
  public SshDefaults(
      String user,
      Path privateKey,
      String password,
      String becomePassword,
      HostKeyPolicy policy,
      Duration timeout,
      Path sshConfig,
      Path home,
      String localUser,
      Duration becomeTimeout) {
    this(
        user,
        null,
        privateKey,
        password,
        becomePassword,
        policy,
        timeout,
        sshConfig,
        home,
        localUser,
        becomeTimeout);
  }

  /** No command-line choices: this user's home, config and name. */
  public static SshDefaults ofEnvironment() {
    return new SshDefaults(
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        Path.of(System.getProperty("user.home")),
        System.getProperty("user.name"),
        null);
  }

  @Override
  public String toString() {
    return "SshDefaults[user="
        + user
        + ", port="
        + port
        + ", privateKey="
        + privateKey
        + (password == null ? "" : ", password=***")
        + (becomePassword == null ? "" : ", becomePassword=***")
        + ", policy="
        + policy
        + ", timeout="
        + timeout
        + ", sshConfig="
        + sshConfig
        + "]";
  }
}
