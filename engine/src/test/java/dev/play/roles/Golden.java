package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Golden files under {@code src/test/resources/golden/}: what a role renders, pinned. Run with
 * {@code -Dgolden.update=true} to write them anew after a deliberate change (then review the diff).
 */
public final class Golden {
  private static final Path DIR = Path.of("src/test/resources/golden");

  private Golden() {}

  /** Asserts that {@code actual} equals {@code golden/<relative>}, or writes it when updating. */
  public static void assertMatches(String relative, String actual) {
    Path file = DIR.resolve(relative);
    try {
      if (Boolean.getBoolean("golden.update") || !Files.exists(file) && !isCi()) {
        Files.createDirectories(file.getParent());
        Files.writeString(file, actual);
        return;
      }
      assertEquals(
          Files.readString(file),
          actual,
          "golden file " + file + " (update with -Dgolden.update=true)");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean isCi() {
    String ci = System.getenv("CI");
    return ci != null && !ci.isBlank() && !ci.equals("false");
  }
}
