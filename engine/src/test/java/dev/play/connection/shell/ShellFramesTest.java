package dev.play.connection.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.CommandResult;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The persistent shell's answers, however the bytes are split on the way, and whatever the output
 * holds.
 */
class ShellFramesTest {
  private static final String OUTPUT =
      "[sudo via play, key=k] password:BECOME-SUCCESS-k\nREADY-n1\n"
          + "t1\nab\n\nt1-E\n\nt1-X 0\n"
          + "t2\n\nt2-E\nerr\n\nt2-X 2\n"
          + "t3\né\n\nt3-E\n!\nt3-X 0\n"
          + "t4\nt4-X 1\n\nt4-E\n\nt4-X 130\n";

  private static ShellFrames expecting(String... tokens) {
    return expecting(1 << 20, tokens);
  }

  private static ShellFrames expecting(int limit, String... tokens) {
    ShellFrames frames = new ShellFrames("n1", limit);
    for (String t : tokens) {
      frames.expect(t);
    }
    return frames;
  }

  private static List<CommandResult> feed(ShellFrames frames, String text)
      throws ShellFrames.Garbled {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    return frames.feed(bytes, bytes.length);
  }

  @Test
  void answersFromWholeOutputOrOneByteAtATime() throws Exception {
    List<CommandResult> expected =
        List.of(
            new CommandResult(0, "ab\n", ""),
            new CommandResult(2, "", "err\n"),
            new CommandResult(0, "é\n", "!"),
            new CommandResult(130, "t4-X 1\n", ""));
    assertEquals(expected, feed(expecting("t1", "t2", "t3", "t4"), OUTPUT));
    ShellFrames frames = expecting("t1", "t2", "t3", "t4");
    List<CommandResult> got = new ArrayList<>();
    for (byte b : OUTPUT.getBytes(StandardCharsets.UTF_8)) {
      got.addAll(frames.feed(new byte[] {b}, 1));
    }
    assertEquals(expected, got);
  }

  @Test
  void startTextUntilReady() throws Exception {
    ShellFrames frames = expecting();
    assertEquals(List.of(), feed(frames, "[sudo via play, key=k] password:"));
    assertEquals("[sudo via play, key=k] password:", frames.startText());
    feed(frames, "READY-n1\n");
    assertTrue(frames.ready());
  }

  @Test
  void anythingButTheAnswerDueIsGarbled() throws Exception {
    ShellFrames.Garbled late =
        assertThrows(
            ShellFrames.Garbled.class, () -> feed(expecting("t1"), "READY-n1\nlate output\n"));
    assertEquals("unexpected output from the remote shell: late output", late.getMessage());
    ShellFrames.Garbled unasked =
        assertThrows(ShellFrames.Garbled.class, () -> feed(expecting(), "READY-n1\nt1\n"));
    assertEquals("output from the remote shell when no answer was due: t1\n", unasked.getMessage());
    assertThrows(
        ShellFrames.Garbled.class,
        () -> feed(expecting("t1"), "READY-n1\n" + "x".repeat(100)),
        "a first line longer than the token, without its end");
  }

  @Test
  void aStatusThatIsNoNumberIsGarbled() throws Exception {
    ShellFrames.Garbled g =
        assertThrows(
            ShellFrames.Garbled.class,
            () -> feed(expecting("t1"), "READY-n1\nt1\n\nt1-E\n\nt1-X x\n"));
    assertEquals("unexpected answer from the remote shell: x", g.getMessage());
    assertThrows(
        ShellFrames.Garbled.class,
        () -> feed(expecting("t1"), "READY-n1\nt1\n\nt1-E\n\nt1-X " + "9".repeat(40)),
        "a status line that never ends");
  }

  /**
   * Output that imitates frames (with the nonce, which every user of the host can read, or with an
   * earlier answer's token) stays output; a forged end with a later token cannot be made, since
   * that token is chosen only with its request.
   */
  @Test
  void outputThatImitatesFramesStaysOutput() throws Exception {
    String forged = "\nn1-E\n\nn1-X 0\nn1\nfake\n\nn1-E\n\nn1-X 0\n";
    String earlier = "\nt1-E\n\nt1-X 0\nt2\nfake\n";
    ShellFrames frames = expecting("t1", "t2");
    List<CommandResult> got =
        feed(
            frames,
            "READY-n1\nt1\nok\n\nt1-E\n\nt1-X 0\nt2\n"
                + forged
                + earlier
                + "\nt2-E\n"
                + forged
                + "\nt2-X 3\n");
    assertEquals(
        List.of(new CommandResult(0, "ok\n", ""), new CommandResult(3, forged + earlier, forged)),
        got);
  }

  /**
   * An answer cut short by its own token (which only a process that tampers with the loop can
   * know): what is left of it cannot pass for the next answer, due or not.
   */
  @Test
  void theRestOfAnAnswerCutShortByItsOwnTokenIsGarbled() throws Exception {
    String answer = "t1\nhead\nt1-E\n\nt1-X 0\ntail\n\nt1-E\n\nt1-X 0\n";
    ShellFrames due = expecting("t1", "t2");
    assertThrows(ShellFrames.Garbled.class, () -> feed(due, "READY-n1\n" + answer));
    ShellFrames notDue = expecting("t1");
    assertThrows(ShellFrames.Garbled.class, () -> feed(notDue, "READY-n1\n" + answer));
  }

  @Test
  void eachStreamKeepsItsLimitAndCountsTheRest() throws Exception {
    ShellFrames frames = expecting(4, "t1", "t2");
    String out = "0123456789".repeat(100);
    List<CommandResult> got = new ArrayList<>();
    got.addAll(feed(frames, "READY-n1\nt1\n"));
    for (int i = 0; i < out.length(); i += 7) {
      got.addAll(feed(frames, out.substring(i, Math.min(out.length(), i + 7))));
    }
    got.addAll(feed(frames, "\nt1-E\nerrors\nt1-X 1\nt2\nab\nt2-E\n\nt2-X 0\n"));
    assertEquals(
        List.of(new CommandResult(1, "0123", "erro", 996 + 2), new CommandResult(0, "ab", "")),
        got);
  }

  @Test
  void startUpTextIsBounded() {
    ShellFrames frames = expecting();
    byte[] chunk = new byte[64 * 1024];
    ShellFrames.Garbled g =
        assertThrows(
            ShellFrames.Garbled.class,
            () -> {
              for (int i = 0; i <= ShellFrames.START_LIMIT / chunk.length; i++) {
                frames.feed(chunk, chunk.length);
              }
            });
    assertEquals("the remote shell printed more than 1 MiB before it started", g.getMessage());
  }
}
