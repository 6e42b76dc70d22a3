package dev.play.fleet;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.locks.LockSupport;
import org.testcontainers.containers.ContainerLaunchException;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;

/**
 * Ready when the mapped SSH port answers with an {@code SSH-2.0} banner. An open port is not
 * enough: Docker's proxy accepts connections before sshd listens, then closes them.
 */
final class SshBannerWaitStrategy extends AbstractWaitStrategy {
  private static final int PORT = 22;

  @Override
  protected void waitUntilReady() {
    String host = waitStrategyTarget.getHost();
    int port = waitStrategyTarget.getMappedPort(PORT);
    Instant deadline = Instant.now().plus(startupTimeout);
    String last = "no attempt";
    while (Instant.now().isBefore(deadline)) {
      try {
        String banner = readBanner(host, port);
        if (banner.startsWith("SSH-2.0")) {
          return;
        }
        last = "unexpected banner " + banner;
      } catch (IOException e) {
        last = e.toString();
      }
      if (!waitStrategyTarget.isRunning()) {
        throw new ContainerLaunchException(
            "test host stopped before sshd answered: " + waitStrategyTarget.getLogs());
      }
      // The banner read blocks until sshd writes; this pause only spaces out refused connections.
      LockSupport.parkNanos(Duration.ofMillis(25).toNanos());
    }
    throw new ContainerLaunchException(
        "no SSH-2.0 banner on "
            + host
            + ":"
            + port
            + " within "
            + startupTimeout.toSeconds()
            + " s ("
            + last
            + ")");
  }

  private static String readBanner(String host, int port) throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(host, port), 2_000);
      socket.setSoTimeout(5_000);
      InputStream in = socket.getInputStream();
      StringBuilder line = new StringBuilder();
      for (int c = in.read(); c != -1 && c != '\n' && line.length() < 255; c = in.read()) {
        line.append((char) c);
      }
      return line.toString().strip();
    }
  }
}
