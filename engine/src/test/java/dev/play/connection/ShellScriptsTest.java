package dev.play.connection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ShellScriptsTest {
  @Test
  void commentLinesAndTheFinalNewlineAreNotSent() {
    assertEquals(
        "a\n  b # kept\nc",
        ShellScripts.withoutComments("#!/bin/sh\n# header\na\n  # note\n  b # kept\nc\n"));
    assertEquals("x='\n'", ShellScripts.withoutComments("x='\n'\n"));
  }

  @Test
  void aMissingScriptFailsNamingItsPath() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> ShellScripts.load(ShellScriptsTest.class, "no-such.sh"));
    assertEquals("missing shell script resource dev/play/connection/no-such.sh", e.getMessage());
  }

  @Test
  void placeholdersAreFilledAndEachMustBeGivenAndUsed() {
    ShellScripts.Template t = new ShellScripts.Template("t.sh", "echo @A@ '@B_2@' $@ a@b");
    assertEquals("echo 1 'x$y' $@ a@b", t.fill(Map.of("A", "1", "B_2", "x$y")));
    assertTrue(
        assertThrows(IllegalStateException.class, () -> t.fill(Map.of("A", "1")))
            .getMessage()
            .contains("t.sh: no value for the placeholder @B_2@"));
    assertTrue(
        assertThrows(
                IllegalStateException.class, () -> t.fill(Map.of("A", "1", "B_2", "2", "C", "3")))
            .getMessage()
            .contains("no placeholder @C@"));
  }
}
