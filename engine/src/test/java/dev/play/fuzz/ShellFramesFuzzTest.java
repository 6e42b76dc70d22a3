package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.connection.CommandResult;
import dev.play.connection.shell.ShellFrames;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * The persistent shell's frame reader ({@link ShellFrames}), fed what a host sends: any bytes give
 * answers or {@link ShellFrames.Garbled}, never another exception, and never more than the limit of
 * a stream; answers framed as the loop frames them come back exact (their beginnings, past the
 * limit), whatever their output holds, frames of other answers and the nonce included, however the
 * bytes are split on the way.
 */
class ShellFramesFuzzTest {
  private static final int LIMIT = 32;
  private static final String NONCE = "4e4f4e4345";
  private static final List<String> TOKENS = List.of("a1b2c3d4", "e5f60718", "293a4b5c");

  private static ShellFrames frames() {
    ShellFrames frames = new ShellFrames(NONCE, LIMIT);
    TOKENS.forEach(frames::expect);
    return frames;
  }

  @FuzzTest
  @Timeout(10)
  void anyBytes(byte[] data) {
    int step = data.length == 0 ? 1 : (data[0] & 0x3f) + 1;
    ShellFrames frames = frames();
    List<CommandResult> got = new ArrayList<>();
    try {
      for (int at = 0; at < data.length; at += step) {
        byte[] chunk = Arrays.copyOfRange(data, at, Math.min(data.length, at + step));
        got.addAll(frames.feed(chunk, chunk.length));
      }
    } catch (ShellFrames.Garbled expected) {
      // the host's bytes were no answer: that host's shell is given up
    }
    if (got.size() > TOKENS.size()) {
      throw new AssertionError("more answers than were asked for: " + got);
    }
    for (CommandResult r : got) {
      bounded(r.stdout());
      bounded(r.stderr());
    }
  }

  /**
   * {@code data}, split at each 0xFF byte, is the answers' outputs (stdout, stderr, stdout, ...);
   * its first byte also says how the framed bytes are split on the way.
   */
  @FuzzTest
  @Timeout(10)
  void answersComeBackExact(byte[] data) throws ShellFrames.Garbled {
    List<byte[]> parts = split(data);
    ByteArrayOutputStream sent = new ByteArrayOutputStream();
    sent.writeBytes(("started\nREADY-" + NONCE + "\n").getBytes(StandardCharsets.US_ASCII));
    List<CommandResult> expected = new ArrayList<>();
    for (int i = 0; i < TOKENS.size() && 2 * i + 1 < parts.size(); i++) {
      byte[] out = parts.get(2 * i);
      byte[] err = parts.get(2 * i + 1);
      String token = TOKENS.get(i);
      if (marks(out, token) || marks(err, token)) {
        return; // only a process that tampers with the loop knows an answer's own token
      }
      int rc = (out.length * 31 + err.length) % 256;
      sent.writeBytes((token + "\n").getBytes(StandardCharsets.US_ASCII));
      sent.writeBytes(out);
      sent.writeBytes(("\n" + token + "-E\n").getBytes(StandardCharsets.US_ASCII));
      sent.writeBytes(err);
      sent.writeBytes(("\n" + token + "-X " + rc + "\n").getBytes(StandardCharsets.US_ASCII));
      expected.add(
          new CommandResult(
              rc,
              kept(out),
              kept(err),
              Math.max(0, out.length - LIMIT) + Math.max(0, err.length - LIMIT)));
    }
    byte[] bytes = sent.toByteArray();
    int step = data.length == 0 ? 1 : (data[0] & 0x7f) + 1;
    ShellFrames frames = frames();
    List<CommandResult> got = new ArrayList<>();
    for (int at = 0; at < bytes.length; at += step) {
      byte[] chunk = Arrays.copyOfRange(bytes, at, Math.min(bytes.length, at + step));
      got.addAll(frames.feed(chunk, chunk.length));
      if (!expected.subList(0, got.size()).equals(got)) {
        throw new AssertionError("expected " + expected + " but read " + got);
      }
    }
    if (!expected.equals(got)) {
      throw new AssertionError("expected " + expected + " but read " + got);
    }
  }

  private static List<byte[]> split(byte[] data) {
    List<byte[]> parts = new ArrayList<>();
    int from = 0;
    for (int i = 0; i <= data.length; i++) {
      if (i == data.length || data[i] == (byte) 0xff) {
        parts.add(Arrays.copyOfRange(data, from, i));
        from = i + 1;
      }
    }
    return parts;
  }

  private static boolean marks(byte[] output, String token) {
    String text = "\n" + new String(output, StandardCharsets.ISO_8859_1) + "\n";
    return text.contains("\n" + token + "-E\n") || text.contains("\n" + token + "-X ");
  }

  private static String kept(byte[] output) {
    return new String(output, 0, Math.min(LIMIT, output.length), StandardCharsets.UTF_8);
  }

  private static void bounded(String text) {
    if (text.getBytes(StandardCharsets.UTF_8).length > LIMIT * 3) {
      throw new AssertionError("kept more than the limit: " + text.length());
    }
  }
}
