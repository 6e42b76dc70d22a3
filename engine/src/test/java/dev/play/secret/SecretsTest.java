package dev.play.secret;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.play.value.JsonWriter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class SecretsTest {
  private final Secrets secrets = new Secrets();

  @Test
  void maskedWhereverTheyAppearLongestFirstAndLineByLine() {
    secrets.register("s3cr3t-value");
    secrets.register("s3cr3t");
    secrets.register("-----BEGIN KEY-----\nAAAAline2secret\n-----END KEY-----");
    secrets.register("abc");
    assertEquals("a ******** b ********", secrets.censor("a s3cr3t-value b s3cr3t"));
    assertEquals(
        "k: ********", secrets.censor("k: AAAAline2secret"), "each line of a secret on its own");
    assertEquals("abc", secrets.censor("abc"), "shorter than four characters: not masked");
    secrets.show(true);
    assertEquals("s3cr3t", secrets.censor("s3cr3t"));
  }

  /**
   * A secret inside a structure shown as JSON (an item's label, a mapping in a message) reads
   * escaped: a quote, a backslash, a control character, a line break; and, as {@code to_json}
   * writes it, a letter other than ASCII. Each form is masked.
   */
  @Test
  void maskedAsJsonWritesThemToo() {
    secrets.register("qu\"o\\te");
    secrets.register("pa\u001bss");
    secrets.register("first line\nsecond");
    secrets.register("p\u00e4ssw\u00f6rd");
    assertEquals(
        "{\"a\": \"********\", \"b\": \"********\", \"c\": \"********\"}",
        secrets.censor(
            JsonWriter.compact(
                new TreeMap<>(
                    Map.of("a", "qu\"o\\te", "b", "pa\u001bss", "c", "first line\nsecond")))));
    assertEquals(
        "[\"********\", \"********\"]",
        secrets.censor(
            JsonWriter.ensureAscii(
                JsonWriter.compact(List.of("p\u00e4ssw\u00f6rd", "pa\u001bss")))));
  }

  @Test
  void theStreamMasksLinesWrittenInPiecesAndPassesBytesOnWhenNothingIsSecret() {
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    PrintStream out =
        CensoringOutputStream.wrap(new PrintStream(raw, true, StandardCharsets.UTF_8), secrets);
    assertSame(out, CensoringOutputStream.wrap(out, secrets), "wrapped once");
    out.write(new byte[] {'a', (byte) 0xff, '\n'}, 0, 3);
    secrets.register("hunter2-pw");
    out.print("pass: hun");
    out.print("ter2-pw, é\n");
    out.print("no newline hunter2-pw");
    out.flush();
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    expected.writeBytes(new byte[] {'a', (byte) 0xff, '\n'});
    expected.writeBytes("pass: ********, é\nno newline ********".getBytes(StandardCharsets.UTF_8));
    assertArrayEquals(expected.toByteArray(), raw.toByteArray());
  }

  @Test
  void eachRunMasksOnlyItsOwnSecrets() {
    Secrets other = new Secrets();
    other.register("other-run-secret");
    secrets.register("this-run-secret");
    assertEquals("******** other-run-secret", secrets.censor("this-run-secret other-run-secret"));
    assertEquals("this-run-secret ********", other.censor("this-run-secret other-run-secret"));
    other.show(true);
    assertEquals(
        "********",
        secrets.censor("this-run-secret"),
        "--show-secrets of one run leaves the other's masked");
  }

  @Test
  void aStreamCensoredOfOneRunsSecretsIsWrappedAgainForAnother() {
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    Secrets other = new Secrets();
    other.register("other-run-secret");
    PrintStream mine =
        CensoringOutputStream.wrap(new PrintStream(raw, true, StandardCharsets.UTF_8), secrets);
    PrintStream both = CensoringOutputStream.wrap(mine, other);
    assertNotSame(mine, both);
    secrets.register("this-run-secret");
    both.print("this-run-secret other-run-secret\n");
    mine.print("other-run-secret\n");
    both.flush();
    assertEquals("******** ********\nother-run-secret\n", raw.toString(StandardCharsets.UTF_8));
  }
}
