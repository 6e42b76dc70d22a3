package dev.play.connection.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.connection.CommandResult;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The persistent shell's answers, however the bytes are split on the way. */
class ShellFramesTest {
  private static final String OUTPUT =
      "[sudo via play, key=k] password:BECOME-SUCCESS-k\nREADY-n1\n"
          + "n1\nab\n\nn1-E\n\nn1-X 0\n"
          + "n1\n\nn1-E\nerr\n\nn1-X 2\n"
          + "n1\né\n\nn1-E\n!\nn1-X 0\n"
          + "n1\nn1-X 1\n\nn1-E\n\nn1-X 130\n";

  @Test
  void answersFromWholeOutputOrOneByteAtATime() throws Exception {
    List<CommandResult> expected =
        List.of(
            new CommandResult(0, "ab\n", ""),
            new CommandResult(2, "", "err\n"),
            new CommandResult(0, "é\n", "!"),
            new CommandResult(130, "n1-X 1\n", ""));
    byte[] bytes = OUTPUT.getBytes(StandardCharsets.UTF_8);
    assertEquals(expected, new ShellFrames("n1").feed(bytes, bytes.length));
    ShellFrames frames = new ShellFrames("n1");
    List<CommandResult> got = new ArrayList<>();
    for (byte b : bytes) {
      got.addAll(frames.feed(new byte[] {b}, 1));
    }
    assertEquals(expected, got);
  }

  @Test
  void startTextUntilReady() throws Exception {
    ShellFrames frames = new ShellFrames("n1");
    byte[] prompt = "[sudo via play, key=k] password:".getBytes(StandardCharsets.UTF_8);
    assertEquals(List.of(), frames.feed(prompt, prompt.length));
    assertEquals("[sudo via play, key=k] password:", frames.startText());
    byte[] ready = "READY-n1\n".getBytes(StandardCharsets.UTF_8);
    frames.feed(ready, ready.length);
    assertEquals(true, frames.ready());
  }

  @Test
  void anythingButAnAnswerIsGarbled() throws Exception {
    ShellFrames frames = new ShellFrames("n1");
    byte[] bytes = "READY-n1\nlate output\n".getBytes(StandardCharsets.UTF_8);
    ShellFrames.Garbled g =
        assertThrows(ShellFrames.Garbled.class, () -> frames.feed(bytes, bytes.length));
    assertEquals("unexpected output from the remote shell: late output", g.getMessage());
  }

  @Test
  void aStatusThatIsNoNumberIsGarbled() throws Exception {
    ShellFrames frames = new ShellFrames("n1");
    byte[] bytes = "READY-n1\nn1\n\nn1-E\n\nn1-X x\n".getBytes(StandardCharsets.UTF_8);
    ShellFrames.Garbled g =
        assertThrows(ShellFrames.Garbled.class, () -> frames.feed(bytes, bytes.length));
    assertEquals("unexpected answer from the remote shell: x", g.getMessage());
  }
}
