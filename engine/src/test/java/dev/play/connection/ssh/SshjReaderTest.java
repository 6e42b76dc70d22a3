package dev.play.connection.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import net.schmizz.sshj.SSHClient;
import net.schmizz.sshj.transport.Reader;
import org.junit.jupiter.api.Test;

/**
 * play's own sshj transport reader (small receive buffer, source root {@code src/sshj-patch}) is
 * the one the JVM loads, and sshj is the version its README pins.
 */
class SshjReaderTest {
  private static final Path README = Path.of("src/sshj-patch/README.md");
  private static final String PIN = "Pinned sshj version: ";

  private static URL origin(Class<?> c) {
    return c.getProtectionDomain().getCodeSource().getLocation();
  }

  @Test
  void playsReaderComesBeforeSshjsOnTheClassPath() {
    assertEquals(
        origin(SshConnector.class),
        origin(Reader.class),
        "Reader loaded from " + origin(Reader.class));
  }

  @Test
  void sshjIsTheVersionTheReaderWasWrittenAgainst() throws IOException {
    String pinned =
        Files.readAllLines(README).stream()
            .filter(l -> l.startsWith(PIN))
            .map(l -> l.substring(PIN.length()).strip())
            .findFirst()
            .orElseThrow(() -> new AssertionError(README + " has no line '" + PIN + "X.Y.Z'"));
    String jar = origin(SSHClient.class).getPath();
    assertTrue(
        jar.endsWith("/sshj-" + pinned + ".jar"),
        "sshj is "
            + jar
            + ", "
            + README
            + " pins "
            + pinned
            + ": check net.schmizz.sshj.transport.Reader against the new sshj as that README says, then update its pin");
  }
}
