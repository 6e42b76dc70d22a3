package dev.play.module.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.connection.local.LocalConnection;
import dev.play.facts.FileFacts;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A transfer cut short: the old file stays, and no temporary file is left. */
class AtomicWriteInterruptTest {
  @TempDir Path dir;

  @Test
  void truncatedContentIsRejectedAndCleanedUp() throws Exception {
    Path dest = Files.writeString(dir.resolve("app.conf"), "old\n");
    byte[] full = "new content\n".getBytes(StandardCharsets.UTF_8);
    FileFacts.Owner me = new FileFacts.Owner(0, 0, "root", "root");
    AtomicWrite write =
        new AtomicWrite(dest.toString(), full, new FileAttrs.State(0644, me), false, false, null);
    String script = write.script(dir.resolve(".app.conf.play-test.tmp").toString());
    byte[] half = "new c".getBytes(StandardCharsets.UTF_8);
    CommandResult r = new LocalConnection("t").exec(new Command(script, half, null));
    assertNotEquals(0, r.rc());
    assertEquals("transfer incomplete", r.stderr().strip());
    assertEquals("old\n", Files.readString(dest));
    assertEquals(List.of(dest), Files.list(dir).toList());
  }
}
