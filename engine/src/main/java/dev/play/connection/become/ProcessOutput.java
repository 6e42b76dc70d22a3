package dev.play.connection.become;

import java.nio.charset.StandardCharsets;

/** What a command wrote, with the become markers and prompts removed. */
public record ProcessOutput(byte[] stdout, byte[] stderr) {
  public String stdoutText() {
    return new String(stdout, StandardCharsets.UTF_8);
  }

  public String stderrText() {
    return new String(stderr, StandardCharsets.UTF_8);
  }
}
