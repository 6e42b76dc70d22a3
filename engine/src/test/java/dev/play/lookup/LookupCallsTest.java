package dev.play.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.expr.ExpressionException;
import dev.play.playbook.KeywordNames;
import dev.play.vars.UndefinedVariableException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lookup()}, {@code query()} and {@code q()} as Ansible 2.14's templar gives them. */
class LookupCallsTest {
  @TempDir Path dir;

  private Fixture f() {
    return new Fixture(dir);
  }

  @Test
  void lookupJoinsStringsWithCommasAndGivesOtherValuesAsTheyAre() {
    Fixture f = f();
    f.vars.put("d", Map.of("a", 1));
    assertEquals("a,b", f.eval("lookup('items', 'a', ['b'])"));
    assertEquals(List.of(1, 2, 3), f.eval("lookup('items', [1, 2], 3)"));
    assertEquals(
        Map.of("a", 1), f.eval("lookup('vars', 'd')"), "one value that is not a string: itself");
    assertEquals(List.of(), f.eval("lookup('items', [])"), "nothing: an empty list, as Ansible");
  }

  @Test
  void queryQAndWantlistGiveTheList() {
    Fixture f = f();
    assertEquals(List.of("a", "b"), f.eval("query('items', 'a', 'b')"));
    assertEquals(List.of("a"), f.eval("q('items', 'a')"));
    assertEquals(List.of("a", "b"), f.eval("lookup('items', 'a', 'b', wantlist=True)"));
  }

  @Test
  void errorsWarnAndIgnoreTurnAFailureIntoNothing() {
    Fixture f = f();
    assertNull(f.eval("lookup('file', 'missing.txt', errors='ignore')"));
    assertEquals(List.of(), f.eval("query('file', 'missing.txt', errors='ignore')"));
    assertTrue(f.warnings.isEmpty());
    assertNull(f.eval("lookup('file', 'missing.txt', errors='warn')"));
    assertEquals(1, f.warnings.size());
    assertTrue(
        f.warnings
            .get(0)
            .startsWith(
                "Lookup failed but the error is being ignored: could not locate file in "
                    + "lookup: missing.txt"),
        f.warnings.get(0));
  }

  @Test
  void aFailedLookupNamesTheCallAndWhereItLooked() {
    ExpressionException e =
        assertThrows(ExpressionException.class, () -> f().eval("lookup('file', 'missing.txt')"));
    assertTrue(
        e.getMessage()
            .startsWith(
                "lookup('file', 'missing.txt'): could not locate file in lookup: missing.txt"
                    + " (looked in: "
                    + dir.resolve("files/missing.txt")
                    + ", "
                    + dir.resolve("missing.txt")
                    + ")"),
        e.getMessage());
    assertThrows(
        ExpressionException.class,
        () -> f().eval("lookup('file', 'missing.txt', errors='bogus')"),
        "an unknown errors= value is strict, as in Ansible");
  }

  @Test
  void anUnknownLookupListsTheKnownOnesAndIsNeverIgnored() {
    ExpressionException e =
        assertThrows(
            ExpressionException.class, () -> f().eval("lookup('nope', 'x', errors='ignore')"));
    assertTrue(
        e.getMessage()
            .contains("lookup plugin 'nope' not found; play has: dict, env, file, fileglob"),
        e.getMessage());
  }

  @Test
  void anUndefinedVariableIsNotAnIgnoredError() {
    assertThrows(
        UndefinedVariableException.class,
        () -> f().eval("lookup('vars', 'nope', errors='ignore')"));
  }

  @Test
  void fullyQualifiedNames() {
    Fixture f = f();
    assertEquals(List.of("a"), f.eval("query('ansible.builtin.items', 'a')"));
    assertEquals(List.of("a"), f.eval("query('ansible.legacy.list', 'a')"));
    assertEquals(List.of(), f.eval("query('community.general.filetree', 'nowhere')"));
    // ansible-core routes the old name to community.general's, as Ansible does
    assertEquals(List.of(), f.eval("query('ansible.builtin.filetree', 'nowhere')"));
    assertThrows(ExpressionException.class, () -> f.eval("query('ansible.posix.filetree', 'x')"));
  }

  @Test
  void aVariableOfTheSameNameHidesTheFunctionAsInJinja() {
    Fixture f = f();
    f.vars.put("q", "text");
    ExpressionException e = assertThrows(ExpressionException.class, () -> f.eval("q('items', 1)"));
    assertTrue(e.getMessage().contains("not callable"), e.getMessage());
    assertEquals(List.of(1), f.eval("query('items', 1)"));
  }

  @Test
  void aLookupWithSideEffectsIsDeferredWhileReadingAheadEvenWithErrorsIgnored() {
    Fixture f = f();
    f.readingAhead = true;
    assertThrows(
        LookupDeferred.class, () -> f.eval("lookup('pipe', 'touch ran', errors='ignore')"));
    assertTrue(!dir.resolve("ran").toFile().exists());
    assertEquals("x", f.eval("lookup('items', 'x')"), "lookups without side effects run");
  }

  @Test
  void theParserKnowsAWithLoopForEachLookup() {
    assertEquals(Lookups.names(), List.copyOf(new TreeSet<>(KeywordNames.LOOKUPS)));
  }
}
