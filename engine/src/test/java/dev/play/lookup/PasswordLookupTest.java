package dev.play.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code password}: a random password stored once in a controller file, as Ansible's. */
class PasswordLookupTest {
  @TempDir Path dir;

  private String password(Fixture f, String term, Map<String, Object> options) {
    return (String) f.run("password", options, term).get(0);
  }

  @Test
  void theFirstUseStoresAPasswordThatLaterUsesReturn() throws IOException {
    Fixture f = new Fixture(dir);
    String first = password(f, "creds/db length=12", Map.of());
    assertEquals(12, first.length());
    assertTrue(first.matches("[A-Za-z0-9.,:_-]+"), first);
    Path file = dir.resolve("creds/db");
    assertEquals(first + "\n", Files.readString(file));
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    assertEquals(
        "rwx------",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
    assertEquals(
        first,
        password(f, "creds/db length=30 chars=digits", Map.of()),
        "stored: other parameters no matter");
    try (var files = Files.list(file.getParent())) {
      assertEquals(List.of(file), files.toList(), "no temporary file left");
    }
  }

  @Test
  void aStoredPasswordWithAnsiblesSaltKeepsOnlyThePassword() throws IOException {
    Files.writeString(dir.resolve("pw"), "s3cret salt=abcdefgh\n");
    assertEquals("s3cret", password(new Fixture(dir), "pw", Map.of()));
  }

  @Test
  void charsAndLengthFromTheTermOrOptions() {
    Fixture f = new Fixture(dir);
    assertTrue(password(f, "/dev/null length=40 chars=digits", Map.of()).matches("[0-9]{40}"));
    assertTrue(
        password(f, "/dev/null", Map.of("length", 40, "chars", List.of("ascii_lowercase", "-")))
            .matches("[a-z-]{40}"));
    assertTrue(
        password(f, "/dev/null length=40 chars=x,,", Map.of()).matches("[x,]{40}"),
        "',,' is a comma");
    assertFalse(Files.exists(dir.resolve("dev")), "/dev/null stores nothing");
  }

  @Test
  void aSeedGivesTheSamePasswordEveryTime() {
    Fixture f = new Fixture(dir);
    String a = password(f, "/dev/null seed=node1", Map.of());
    assertEquals(a, password(f, "/dev/null", Map.of("seed", "node1")));
    assertNotEquals(a, password(f, "/dev/null seed=node2", Map.of()));
    assertNotEquals(password(f, "/dev/null", Map.of()), password(f, "/dev/null", Map.of()));
  }

  @Test
  void badParametersAreErrors() {
    Fixture f = new Fixture(dir);
    LookupException e =
        assertThrows(
            LookupException.class, () -> password(f, "/dev/null bogus=1 length=3", Map.of()));
    assertEquals("Unrecognized parameter(s) given to password lookup: bogus", e.getMessage());
    assertThrows(RuntimeException.class, () -> password(f, "/dev/null length=many", Map.of()));
  }

  @Test
  void creatingTheFileWaitsForTheTaskToRunButReadingItDoesNot() throws IOException {
    Fixture f = new Fixture(dir);
    f.readingAhead = true;
    assertThrows(LookupDeferred.class, () -> password(f, "new", Map.of()));
    assertFalse(Files.exists(dir.resolve("new")));
    Files.writeString(dir.resolve("old"), "kept\n");
    assertEquals("kept", password(f, "old", Map.of()));
  }
}
