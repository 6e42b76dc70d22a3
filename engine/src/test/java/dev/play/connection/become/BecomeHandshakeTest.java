package dev.play.connection.become;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.Become;
import dev.play.connection.Command;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class BecomeHandshakeTest {
  private static final String PASSWORD = "s3cr3t-pw";
  private static final String PROMPT = "[sudo via play, key=k] password:";
  private static final String SUCCESS = "BECOME-SUCCESS-k";
  private final BecomeWrapper wrapper = new BecomeWrapper(() -> "k", BecomeTools.DEFAULT);
  private final BecomeHandshake handshake = new BecomeHandshake(Duration.ofSeconds(5));

  private WrappedCommand sudo(String password) throws BecomeException {
    return wrapper.wrap(new Command("cat", null, new Become("root", "sudo", password)), "deploy");
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void promptGetsThePasswordOnceThenStdinAfterTheMarker() throws Exception {
    FakeProcess p =
        new FakeProcess(
            f -> {
              f.err(PROMPT);
              String pw = f.readLine();
              f.err("\n");
              f.out(SUCCESS + "\n");
              f.out("pw=" + pw.equals(PASSWORD) + " data=" + f.readRest());
            });
    ProcessOutput out = handshake.run(sudo(PASSWORD), p.streams, utf8("hello\nworld"), "h1", null);
    assertEquals("pw=true data=hello\nworld", out.stdoutText());
    assertEquals("\n", out.stderrText());
    assertEquals(PASSWORD + "\nhello\nworld", p.received.toString(StandardCharsets.UTF_8));
  }

  @Test
  void noPromptMeansThePasswordIsNeverWrittenAndStdinIsExact() throws Exception {
    FakeProcess p =
        new FakeProcess(
            f -> {
              f.out(SUCCESS + "\n");
              f.out(f.readRest());
            });
    ProcessOutput out = handshake.run(sudo(PASSWORD), p.streams, utf8("payload"), "h1", null);
    assertEquals("payload", out.stdoutText());
    assertEquals("payload", p.received.toString(StandardCharsets.UTF_8));
  }

  @Test
  void secondPromptIsAWrongPassword() throws Exception {
    FakeProcess p =
        new FakeProcess(
            f -> {
              f.err(PROMPT);
              f.readLine();
              f.err("\nSorry, try again.\n" + PROMPT);
              f.hang();
            });
    BecomeException e =
        assertThrows(
            BecomeException.class,
            () -> handshake.run(sudo(PASSWORD), p.streams, utf8("data"), "h1", null));
    assertEquals("incorrect sudo password for root on h1", e.getMessage());
    assertTrue(p.killed.get());
    assertEquals(
        PASSWORD + "\n",
        p.received.toString(StandardCharsets.UTF_8),
        "password once, no stdin data");
  }

  @Test
  void promptWithoutAPasswordFailsClearly() throws Exception {
    FakeProcess p =
        new FakeProcess(
            f -> {
              f.err(PROMPT);
              f.hang();
            });
    BecomeException e =
        assertThrows(
            BecomeException.class, () -> handshake.run(sudo(null), p.streams, null, "h1", null));
    assertEquals(
        "sudo requires a password for root on h1; use --ask-become-pass / ansible_become_password",
        e.getMessage());
  }

  @Test
  void requirettyFailsClearly() throws Exception {
    FakeProcess p =
        new FakeProcess(
            f ->
                f.err(
                    "sudo: sorry, you must have a tty to run sudo\nsudo: a terminal is required to read the password\n"));
    BecomeException e =
        assertThrows(
            BecomeException.class,
            () -> handshake.run(sudo(PASSWORD), p.streams, null, "h1", null));
    assertTrue(e.getMessage().startsWith("sudo on h1 requires a terminal"), e.getMessage());
  }

  @Test
  void silenceTimesOut() throws Exception {
    FakeProcess p = new FakeProcess(FakeProcess::hang);
    BecomeHandshake quick = new BecomeHandshake(Duration.ofMillis(200));
    BecomeException e =
        assertThrows(
            BecomeException.class, () -> quick.run(sudo(PASSWORD), p.streams, null, "h1", null));
    assertEquals(
        "timed out after 0 s waiting for sudo to root on h1 (no prompt and no shell)",
        e.getMessage());
    assertTrue(p.killed.get());
  }

  @Test
  void toolFailureBeforeTheShellIsAnOrdinaryOutput() throws Exception {
    FakeProcess p = new FakeProcess(f -> f.err("sudo: unknown user nobody2\n"));
    ProcessOutput out = handshake.run(sudo(PASSWORD), p.streams, null, "h1", null);
    assertEquals("sudo: unknown user nobody2\n", out.stderrText());
    assertEquals("", out.stdoutText());
  }

  @Test
  void suPasswordPromptIsNotSupported() throws Exception {
    WrappedCommand su =
        wrapper.wrap(new Command("id", null, new Become("app", "su", PASSWORD)), "deploy");
    FakeProcess p =
        new FakeProcess(
            f -> {
              f.err("Password: ");
              f.hang();
            });
    BecomeException e =
        assertThrows(BecomeException.class, () -> handshake.run(su, p.streams, null, "h1", null));
    assertEquals(
        "su to app on h1 asks for a password; su with a password is not supported; use sudo",
        e.getMessage());
    assertEquals("", p.received.toString(StandardCharsets.UTF_8));
  }

  @Test
  void noBecomeJustFeedsStdin() throws Exception {
    FakeProcess p = new FakeProcess(f -> f.out(f.readRest()));
    ProcessOutput out =
        handshake.run(
            wrapper.wrap(Command.of("cat"), "me"),
            p.streams,
            utf8("x".repeat(100_000)),
            "h1",
            null);
    assertEquals(100_000, out.stdout().length);
  }

  @Test
  void passwordNeverAppearsInMessages() throws Exception {
    for (String script : new String[] {"wrong", "tty", "timeout"}) {
      FakeProcess p =
          new FakeProcess(
              f -> {
                switch (script) {
                  case "wrong" -> {
                    f.err(PROMPT);
                    f.readLine();
                    f.err(PROMPT);
                  }
                  case "tty" -> f.err("sudo: a terminal is required");
                  default -> {}
                }
                f.hang();
              });
      BecomeException e =
          assertThrows(
              BecomeException.class,
              () ->
                  new BecomeHandshake(Duration.ofMillis(300))
                      .run(sudo(PASSWORD), p.streams, null, "h1", null));
      assertFalse(e.getMessage().contains(PASSWORD), e.getMessage());
      assertFalse(String.valueOf(e).contains(PASSWORD));
    }
    assertFalse(sudo(PASSWORD).toString().contains(PASSWORD));
  }
}
