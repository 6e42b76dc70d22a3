package dev.play.connection.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import net.schmizz.sshj.SSHClient;
import net.schmizz.sshj.transport.Reader;
import org.junit.jupiter.api.Test;

/** play's own sshj transport reader (small receive buffer) is the one the JVM loads. */
class SshjReaderTest {
  private static URL origin(Class<?> c) {
    return c.getProtectionDomain().getCodeSource().getLocation();
  }

  @Test
  void playsReaderComesBeforeSshjsOnTheClassPath() {
    assertEquals(origin(SshConnector.class), origin(Reader.class), "Reader loaded from " + origin(Reader.class));
  }

  @Test
  void sshjIsTheVersionTheReaderWasWrittenAgainst() {
    String jar = origin(SSHClient.class).getPath();
    assertTrue(jar.endsWith("/sshj-0.40.0.jar"),
        "sshj is " + jar + ": check net.schmizz.sshj.transport.Reader against its Reader and Decoder, then update this test");
  }
}
