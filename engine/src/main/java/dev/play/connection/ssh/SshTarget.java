package dev.play.connection.ssh;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Everything needed to reach one host over SSH, resolved from inventory variables, the command line
 * and ssh_config (see {@link SshTargets}).
 *
 * @param name inventory name (used in messages and results)
 * @param address host name or IP to connect to
 * @param port TCP port
 * @param user login name
 * @param identityFiles private keys to try, in order (missing files are skipped)
 * @param password login password, or null (a secret: never printed)
 * @param policy host key policy
 * @param knownHosts known_hosts file
 * @param jumps ProxyJump hops, first hop first; hops have their user and port resolved
 * @param connectTimeout TCP connect and key exchange timeout
 * @param connectAttempts how many times connection setup is tried (1 = no retry)
 * @param keepAlive keep-alive messages: how often, and after how many unanswered the host is given
 *     up
 * @param maxChannels concurrent channels on the one connection (below sshd's MaxSessions 10)
 * @param becomeTimeout how long to wait for sudo/su to prompt or start the shell
 */
public record SshTarget(
    String name,
    String address,
    int port,
    String user,
    List<Path> identityFiles,
    String password,
    HostKeyPolicy policy,
    Path knownHosts,
    List<JumpHop> jumps,
    Duration connectTimeout,
    int connectAttempts,
    KeepAlive keepAlive,
    int maxChannels,
    Duration becomeTimeout) {
  public SshTarget {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(address, "address");
    Objects.requireNonNull(user, "user");
    Objects.requireNonNull(policy, "policy");
    Objects.requireNonNull(knownHosts, "knownHosts");
    identityFiles = List.copyOf(identityFiles);
    jumps = List.copyOf(jumps);
    if (port < 1 || port > 65535) {
      throw new IllegalArgumentException("port out of range for " + name + ": " + port);
    }
    if (connectAttempts < 1 || maxChannels < 1) {
      throw new IllegalArgumentException(
          "connectAttempts and maxChannels must be at least 1 for " + name);
    }
  }

  /** {@code user@address:port}, as messages name the host. */
  public String label() {
    return user + "@" + address + (port == 22 ? "" : ":" + port);
  }

  public SshTarget withPolicy(HostKeyPolicy p) {
    return new SshTarget(
        name,
        address,
        port,
        user,
        identityFiles,
        password,
        p,
        knownHosts,
        jumps,
        connectTimeout,
        connectAttempts,
        keepAlive,
        maxChannels,
        becomeTimeout);
  }

  public SshTarget withJumps(List<JumpHop> hops) {
    return new SshTarget(
        name,
        address,
        port,
        user,
        identityFiles,
        password,
        policy,
        knownHosts,
        hops,
        connectTimeout,
        connectAttempts,
        keepAlive,
        maxChannels,
        becomeTimeout);
  }

  @Override
  public String toString() {
    return "SshTarget["
        + name
        + " "
        + label()
        + ", keys="
        + identityFiles
        + (password == null ? "" : ", password=***")
        + ", policy="
        + policy
        + ", jumps="
        + jumps
        + "]";
  }
}
