package dev.play.connection.ssh;

import java.security.PublicKey;
import java.util.List;
import net.schmizz.sshj.common.Buffer;
import net.schmizz.sshj.common.KeyType;
import net.schmizz.sshj.transport.verification.HostKeyVerifier;

/**
 * Adapts {@link KnownHosts} and a policy to sshj for one connection attempt; keeps the reason of a
 * rejection so the connector can report it (sshj's own message lacks the fix).
 */
final class PolicyVerifier implements HostKeyVerifier {
  private final KnownHosts knownHosts;
  private final HostKeyPolicy policy;
  private final String name;
  private volatile HostKeyException rejection;

  PolicyVerifier(KnownHosts knownHosts, HostKeyPolicy policy, String name) {
    this.knownHosts = knownHosts;
    this.policy = policy;
    this.name = name;
  }

  @Override
  public boolean verify(String hostname, int port, PublicKey key) {
    try {
      knownHosts.verify(name, hostname, port, hostKey(key), policy);
      return true;
    } catch (HostKeyException e) {
      rejection = e;
      return false;
    }
  }

  @Override
  public List<String> findExistingAlgorithms(String hostname, int port) {
    return policy == HostKeyPolicy.OFF ? List.of() : knownHosts.knownTypes(hostname, port);
  }

  /** Why the host key was rejected, or null. */
  HostKeyException rejection() {
    return rejection;
  }

  static HostKey hostKey(PublicKey key) {
    return new HostKey(
        KeyType.fromKey(key).toString(),
        new Buffer.PlainBuffer().putPublicKey(key).getCompactData());
  }
}
