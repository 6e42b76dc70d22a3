package dev.play.connection.ssh;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import net.schmizz.concurrent.Promise;
import net.schmizz.sshj.SSHClient;
import net.schmizz.sshj.common.SSHPacket;
import net.schmizz.sshj.connection.ConnectionException;

/**
 * Keep-alive messages ({@code keepalive@openssh.com} global requests) for every SSH connection,
 * sent from one shared timer thread: sshj's own keep-alive starts a thread per connection, which is
 * a thread per host on a fleet. A connection whose server has answered none of the last {@link
 * KeepAlive#countMax()} messages is ended, so that what waits on it fails (the host becomes
 * unreachable) instead of waiting for TCP to notice.
 */
final class SharedKeepAlive {
  private static final ScheduledExecutorService TIMER =
      Executors.newSingleThreadScheduledExecutor(
          Thread.ofPlatform().daemon().name("play-ssh-keepalive").factory());

  private SharedKeepAlive() {}

  /**
   * Sends keep-alives on {@code client} every {@code interval} until it disconnects; none when the
   * interval is zero.
   */
  static void start(SSHClient client, KeepAlive keepAlive) {
    if (keepAlive.interval().toSeconds() <= 0) {
      return;
    }
    new Beat(client, keepAlive).next();
  }

  /** One connection's keep-alives: the requests not answered yet, oldest first. */
  private static final class Beat implements Runnable {
    private final SSHClient client;
    private final KeepAlive keepAlive;
    private final Queue<Promise<SSHPacket, ConnectionException>> unanswered = new ArrayDeque<>();

    Beat(SSHClient client, KeepAlive keepAlive) {
      this.client = client;
      this.keepAlive = keepAlive;
    }

    @SuppressWarnings(
        "FutureReturnValueIgnored") // run() handles its own failures (the transport dies with
    // them); nothing waits on the beat
    void next() {
      TIMER.schedule(this, keepAlive.interval().toSeconds(), TimeUnit.SECONDS);
    }

    @Override
    public void run() {
      if (!client.isConnected()) {
        return;
      }
      while (!unanswered.isEmpty() && unanswered.peek().isFulfilled()) {
        unanswered.remove();
      }
      try {
        if (unanswered.size() >= keepAlive.countMax()) {
          throw new ConnectionException(
              "no answer to keep-alive messages for "
                  + keepAlive.deadAfter().toSeconds()
                  + " s (ServerAliveInterval, ServerAliveCountMax)");
        }
        unanswered.add(
            client.getConnection().sendGlobalRequest("keepalive@openssh.com", true, new byte[0]));
        next();
      } catch (Exception e) {
        client.getTransport().die(e);
      }
    }
  }
}
