package dev.play.parity;

import dev.play.fleet.DockerHosts;
import dev.play.fleet.Fleet;
import dev.play.fleet.SystemdHosts;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Set;

/**
 * The hosts a parity case runs on, from its optional {@code host.properties}: {@code image} (a
 * local image; default {@link Fleet#PYTHON_IMAGE}) and {@code kind}, the container settings the
 * image needs: {@code plain} (default), {@code docker} (its own Docker engine, see {@link
 * DockerHosts}; the hosts are ready once the engine is up) or {@code systemd} (systemd as PID 1,
 * see {@link SystemdHosts}).
 */
record ParityHosts(String image, String kind) {
  private static final Set<String> KINDS = Set.of("plain", "docker", "systemd");

  ParityHosts {
    if (!KINDS.contains(kind)) {
      throw new IllegalArgumentException(
          "host.properties: kind must be one of " + KINDS + ", got " + kind);
    }
  }

  /** The hosts of the case in {@code dir}. */
  static ParityHosts of(Path dir) {
    Properties p = new Properties();
    Path file = dir.resolve("host.properties");
    if (Files.exists(file)) {
      try (Reader r = Files.newBufferedReader(file)) {
        p.load(r);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return new ParityHosts(
        p.getProperty("image", Fleet.PYTHON_IMAGE).strip(), p.getProperty("kind", "plain").strip());
  }

  /** {@code count} fresh, identical hosts, ready for either engine. */
  Fleet start(int count) {
    Fleet.Builder hosts = Fleet.builder().hosts(count).image(image);
    if (kind.equals("plain")) {
      return hosts.start();
    }
    if (kind.equals("systemd")) {
      return hosts.configure(SystemdHosts::configure).start();
    }
    Fleet fleet = hosts.configure(DockerHosts::configure).start();
    try {
      fleet.hosts().forEach(DockerHosts::awaitEngine);
      return fleet;
    } catch (RuntimeException | Error e) {
      fleet.close();
      throw e;
    }
  }
}
