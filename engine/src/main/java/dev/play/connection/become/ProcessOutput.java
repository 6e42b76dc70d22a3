package dev.play.connection.become;

import java.nio.charset.StandardCharsets;

/**
 * What a command wrote, with the become markers and prompts removed.
 *
 * @param cut the bytes written beyond what play keeps of each stream ({@link
 *     dev.play.connection.KeptBytes}), not in {@code stdout} and {@code stderr}
 */
public record ProcessOutput(byte[] stdout, byte[] stderr, long cut) {
  public String stdoutText() {
    return new String(stdout, StandardCharsets.UTF_8);
  }

  public String stderrText() {
    return new String(stderr, StandardCharsets.UTF_8);
  }
}
