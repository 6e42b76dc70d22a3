package dev.play.connection.become;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.connection.Become;
import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.local.LocalConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** LocalConnection with fake sudo programs (sh scripts that behave like sudo -S -p). */
class LocalBecomeTest {
  private static final String ASKS =
      """
      #!/bin/sh
      prompt="$3"; shift 6
      printf '%s' "$prompt" >&2
      IFS= read -r pw
      while [ "$pw" != "right-pw" ]; do
        printf 'Sorry, try again.\\n%s' "$prompt" >&2
        IFS= read -r pw || exit 1
      done
      exec "$@"
      """;
  private static final String NOPASSWD =
      """
      #!/bin/sh
      shift 6
      exec "$@"
      """;

  @TempDir Path dir;

  private LocalConnection with(String sudoScript) throws Exception {
    Path sudo = dir.resolve("sudo");
    Files.writeString(sudo, sudoScript);
    Files.setPosixFilePermissions(sudo, PosixFilePermissions.fromString("rwx------"));
    BecomeWrapper wrapper = new BecomeWrapper(() -> "t", new BecomeTools(sudo.toString(), "su"));
    return new LocalConnection("local", wrapper, new BecomeHandshake(Duration.ofSeconds(5)));
  }

  private static Command cat(String password, String stdin) {
    return new Command(
        "cat; echo; echo done",
        stdin.getBytes(StandardCharsets.UTF_8),
        new Become("other", "sudo", password));
  }

  @Test
  void passwordOnlyWhenAskedAndStdinIntact() throws Exception {
    CommandResult r = with(ASKS).exec(cat("right-pw", "line1\nline2"));
    assertEquals(new CommandResult(0, "line1\nline2\ndone\n", ""), r);
  }

  @Test
  void nopasswdSudoGetsOnlyTheData() throws Exception {
    CommandResult r = with(NOPASSWD).exec(cat("right-pw", "payload"));
    assertEquals(new CommandResult(0, "payload\ndone\n", ""), r);
  }

  @Test
  void wrongPasswordFailsWithoutEchoingIt() throws Exception {
    BecomeException e =
        assertThrows(BecomeException.class, () -> with(ASKS).exec(cat("wrong-pw", "x")));
    assertEquals("incorrect sudo password for other on local", e.getMessage());
    assertFalse(e.getMessage().contains("wrong-pw"));
  }

  @Test
  void suWithoutPasswordAsRoot() throws Exception {
    if (!System.getProperty("user.name").equals("root")) {
      return; // su without a password needs root here
    }
    CommandResult r =
        new LocalConnection("local")
            .exec(
                new Command(
                    "id -un; cat",
                    "in".getBytes(StandardCharsets.UTF_8),
                    new Become("nobody", "su", null)));
    assertEquals(new CommandResult(0, "nobody\nin", ""), r);
  }
}
