package dev.play.fleet;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * The signals this test JVM was started with ignored, which every process it starts inherits: a
 * suite started in the background by a shell ({@code ./run-tests &}, {@code nohup}) ignores SIGINT,
 * so a play it starts ignores Ctrl-C as it should, and a test of Ctrl-C cannot run there.
 */
public final class InheritedSignals {
  private static final int SIGINT = 2;

  private InheritedSignals() {}

  /** Skips the test when SIGINT cannot reach a process this JVM starts. */
  public static void assumeSigintReachesChildren() {
    Assumptions.assumeFalse(
        ignored(SIGINT),
        "SIGINT is ignored in this JVM (started in the background), so in what it starts too");
  }

  /** Whether {@code signal} is ignored here: its bit of {@code SigIgn} in /proc/self/status. */
  static boolean ignored(int signal) {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("SigIgn:")) {
          return new BigInteger(line.substring(7).strip(), 16).testBit(signal - 1);
        }
      }
    } catch (IOException e) {
      return false; // no /proc: nothing known to be ignored
    }
    return false;
  }
}
