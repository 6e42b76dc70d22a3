package dev.play.connection.ssh;

import java.util.List;

/**
 * Connection options from one source (an ssh_config match or ssh command-line arguments); null or
 * empty means "not set here".
 *
 * @param hostName the real address (ssh_config HostName)
 * @param user login name
 * @param port port, or null
 * @param identityFiles private key paths, in order
 * @param jumps ProxyJump chain; null when unset, empty for {@code none}
 * @param policy StrictHostKeyChecking, or null
 * @param knownHosts UserKnownHostsFile, or null
 * @param aliveInterval ServerAliveInterval in seconds, or null
 * @param aliveCountMax ServerAliveCountMax, or null
 */
record SshOptions(
    String hostName,
    String user,
    Integer port,
    List<String> identityFiles,
    List<JumpHop> jumps,
    HostKeyPolicy policy,
    String knownHosts,
    Integer aliveInterval,
    Integer aliveCountMax) {
  public static final SshOptions NONE =
      new SshOptions(null, null, null, List.of(), null, null, null, null, null);

  public SshOptions {
    identityFiles = List.copyOf(identityFiles);
    jumps = jumps == null ? null : List.copyOf(jumps);
  }

  /** These options, each unset one taken from {@code later} (first value wins, as in OpenSSH). */
  public SshOptions orElse(SshOptions later) {
    List<String> ids = identityFiles.isEmpty() ? later.identityFiles : identityFiles;
    return new SshOptions(
        first(hostName, later.hostName),
        first(user, later.user),
        first(port, later.port),
        ids,
        first(jumps, later.jumps),
        first(policy, later.policy),
        first(knownHosts, later.knownHosts),
        first(aliveInterval, later.aliveInterval),
        first(aliveCountMax, later.aliveCountMax));
  }

  private static <T> T first(T a, T b) {
    return a != null ? a : b;
  }
}
