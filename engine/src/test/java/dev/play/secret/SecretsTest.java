package dev.play.secret;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SecretsTest {
  @AfterEach
  void forget() {
    Secrets.clear();
  }

  @Test
  void maskedWhereverTheyAppearLongestFirstAndLineByLine() {
    Secrets.register("s3cr3t-value");
    Secrets.register("s3cr3t");
    Secrets.register("-----BEGIN KEY-----\nAAAAline2secret\n-----END KEY-----");
    Secrets.register("abc");
    assertEquals("a ******** b ********", Secrets.censor("a s3cr3t-value b s3cr3t"));
    assertEquals("k: ********", Secrets.censor("k: AAAAline2secret"), "each line of a secret on its own");
    assertEquals("abc", Secrets.censor("abc"), "shorter than four characters: not masked");
    Secrets.show(true);
    assertEquals("s3cr3t", Secrets.censor("s3cr3t"));
  }

  @Test
  void theStreamMasksLinesWrittenInPiecesAndPassesBytesOnWhenNothingIsSecret() {
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    PrintStream out = CensoringOutputStream.wrap(new PrintStream(raw, true, StandardCharsets.UTF_8));
    assertSame(out, CensoringOutputStream.wrap(out), "wrapped once");
    out.write(new byte[] {'a', (byte) 0xff, '\n'}, 0, 3);
    Secrets.register("hunter2-pw");
    out.print("pass: hun");
    out.print("ter2-pw, é\n");
    out.print("no newline hunter2-pw");
    out.flush();
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    expected.writeBytes(new byte[] {'a', (byte) 0xff, '\n'});
    expected.writeBytes("pass: ********, é\nno newline ********".getBytes(StandardCharsets.UTF_8));
    assertArrayEquals(expected.toByteArray(), raw.toByteArray());
  }
}
