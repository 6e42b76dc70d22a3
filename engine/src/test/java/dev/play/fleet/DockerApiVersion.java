package dev.play.fleet;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes Testcontainers speak an API version the local daemon accepts.
 *
 * <p>Testcontainers 2.0.2 asks for Docker API 1.44, which Debian 12's docker.io 20.10 (API 1.41)
 * refuses with "client version 1.44 is too new". Its shaded docker-java ignores {@code
 * DOCKER_API_VERSION}; it reads only the {@code api.version} system property (or {@code
 * ~/.docker-java.properties}). So before Testcontainers first connects, this asks the daemon for
 * its version (an unversioned {@code GET /version} on the Unix socket) and, when it is older than
 * 1.44 and nobody set {@code api.version}, sets that property to the daemon's version.
 */
final class DockerApiVersion {
  private static final Pattern API_VERSION =
      Pattern.compile("\"ApiVersion\"\\s*:\\s*\"(\\d+)\\.(\\d+)\"");

  private DockerApiVersion() {}

  static synchronized void pinForOldDaemons() {
    if (System.getProperty("api.version") != null) {
      return;
    }
    daemonApiVersion()
        .ifPresent(
            v -> {
              String[] parts = v.split("\\.");
              if (Integer.parseInt(parts[0]) == 1 && Integer.parseInt(parts[1]) < 44) {
                System.setProperty("api.version", v);
              }
            });
  }

  /** The daemon's API version, e.g. {@code 1.41}; empty when no daemon answers on the socket. */
  static Optional<String> daemonApiVersion() {
    Path socket = socketPath();
    if (!Files.exists(socket)) {
      return Optional.empty();
    }
    try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
      channel.connect(UnixDomainSocketAddress.of(socket));
      channel.write(
          ByteBuffer.wrap(
              "GET /version HTTP/1.0\r\nHost: docker\r\n\r\n".getBytes(StandardCharsets.US_ASCII)));
      ByteBuffer buffer = ByteBuffer.allocate(16 * 1024);
      while (buffer.hasRemaining() && channel.read(buffer) > 0) {
        // HTTP/1.0: the daemon closes the connection after the response
      }
      Matcher m =
          API_VERSION.matcher(
              new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8));
      return m.find() ? Optional.of(m.group(1) + "." + m.group(2)) : Optional.empty();
    } catch (IOException | UnsupportedOperationException e) {
      return Optional.empty();
    }
  }

  private static Path socketPath() {
    String host = System.getenv("DOCKER_HOST");
    if (host != null && host.startsWith("unix://")) {
      return Path.of(host.substring("unix://".length()));
    }
    return Path.of("/var/run/docker.sock");
  }
}
