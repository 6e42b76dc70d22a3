package dev.play.module.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.module.ModuleFailure;
import dev.play.value.Shell;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArgvQuoteTest {
  @Test
  void splitsLikeShlex() throws ModuleFailure {
    assertEquals(
        List.of("a", "b c", "d'e", "f\"g", ""), ArgvQuote.split("a 'b c' \"d'e\" f\\\"g ''"));
    assertEquals(List.of("ab"), ArgvQuote.split("a''b"));
    assertEquals(List.of("#", "x#y"), ArgvQuote.split("# x#y"));
    assertEquals(List.of(), ArgvQuote.split("   "));
  }

  @Test
  void quotesOnlyWhenNeeded() {
    assertEquals("/usr/bin/env", Shell.quote("/usr/bin/env"));
    assertEquals("''", Shell.quote(""));
    assertEquals("'a b'", Shell.quote("a b"));
    assertEquals("'it'\"'\"'s'", Shell.quote("it's"));
  }

  @Test
  void joinsSoThatSplitGivesBack() throws ModuleFailure {
    List<String> argv = List.of("x=1", "a b", "", "$HOME", "it's", "\\", "*");
    assertEquals(argv, ArgvQuote.split(ArgvQuote.join(argv)));
    List<String> assignment = List.of("a='b", "c");
    assertEquals("'a='\"'\"'b' c", ArgvQuote.join(assignment));
    assertEquals(assignment, ArgvQuote.split(ArgvQuote.join(assignment)));
  }

  @Test
  void globKeepsWildcardsActive() {
    assertEquals("'/a b/'*'.txt'", ArgvQuote.glob("/a b/*.txt"));
    assertEquals("'/x'[!'ab']'y'", ArgvQuote.glob("/x[!ab]y"));
    assertEquals("~'/f'?", ArgvQuote.glob("~/f?"));
    assertEquals("''", ArgvQuote.glob(""));
  }
}
