package dev.play.connection.ssh;

import net.schmizz.sshj.Config;
import net.schmizz.sshj.common.SecurityUtils;

/**
 * sshj's configuration for one run's connections: one {@link Config} for all of them (its factories
 * keep no connection's state), made by the first connection or ahead of it by {@link #prepare};
 * runs that reach only local hosts never make it. The command line makes one per run and hands it
 * to the run's {@link SshConnector}. BouncyCastle, which {@link #prepare} registers, stays
 * registered: it is the JVM's, and without it sshj 0.40 cannot read ECDSA host keys on the JDK
 * ("ECDSA KeyFactory not available"). Keep-alives come from SharedKeepAlive's one thread, not from
 * a thread per connection.
 */
public final class SshClientSetup {
  private volatile Config config;

  /** Nothing made yet: the first connection or {@link #prepare} makes it. */
  public SshClientSetup() {}

  /**
   * Loads sshj's cryptography on a thread of its own: its first use registers BouncyCastle's
   * provider, whose constructor maps every algorithm it has (about 90 ms of CPU on a fresh JVM,
   * while every connection waits on sshj's lock). Called as a run starts that will reach hosts over
   * SSH, it overlaps the reading of the playbooks, and the first connection finds it done.
   */
  public void prepare() {
    Thread.ofPlatform()
        .daemon()
        .name("play-ssh-prepare")
        .start(
            () -> {
              try {
                config();
                SecurityUtils.getSecurityProvider();
              } catch (RuntimeException e) {
                // the first connection meets the same failure and reports it
              }
            });
  }

  /** The configuration, made on first use. */
  Config config() {
    Config c = config;
    if (c == null) {
      synchronized (this) {
        if (config == null) {
          config = new SshjConfig();
        }
        c = config;
      }
    }
    return c;
  }
}
