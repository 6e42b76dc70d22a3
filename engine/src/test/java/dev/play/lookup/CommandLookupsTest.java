package dev.play.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pipe} and {@code lines}: commands on the controller, in the playbook's directory. */
class CommandLookupsTest {
  @TempDir Path dir;

  @Test
  void pipeGivesTheOutputWithoutTrailingWhitespaceAndRunsInThePlaybookDirectory() {
    Fixture f = new Fixture(dir);
    assertEquals(
        List.of("hi\nthere", dir.toString()), f.run("pipe", "echo hi; echo there; echo", "pwd"));
    assertEquals("hi", f.eval("lookup('pipe', 'echo hi')"));
  }

  @Test
  void linesGivesEachLine() {
    Fixture f = new Fixture(dir);
    assertEquals(List.of("a", "", "b", "c"), f.run("lines", "printf 'a\\n\\nb\\r\\n'", "echo c"));
    assertEquals(List.of(), f.run("lines", "true"));
  }

  @Test
  void aFailingCommandIsAnErrorWithItsCodeAndStderr() {
    LookupException e =
        assertThrows(
            LookupException.class, () -> new Fixture(dir).run("pipe", "echo oops >&2; exit 3"));
    assertEquals("lookup_plugin.pipe(echo oops >&2; exit 3) returned 3: oops", e.getMessage());
  }

  @Test
  void whileReadingAheadNoCommandRuns() {
    Fixture f = new Fixture(dir);
    f.readingAhead = true;
    assertThrows(LookupDeferred.class, () -> f.run("pipe", "touch ran"));
    assertThrows(LookupDeferred.class, () -> f.run("lines", "touch ran"));
    assertFalse(Files.exists(dir.resolve("ran")));
    f.readingAhead = false;
    f.run("pipe", "touch ran");
    assertTrue(Files.exists(dir.resolve("ran")));
  }
}
