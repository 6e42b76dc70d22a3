package dev.play.cli.vault;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Lets the user edit plaintext with {@code $EDITOR} (default {@code vi}): in a file of a private
 * directory (0700), removed on every way out — normal end, editor failure, Ctrl-C or SIGTERM (a
 * shutdown hook) — so no plaintext stays on disk after play ends.
 */
final class Editor {
  private Editor() {}

  /** The text after editing {@code plaintext}. */
  static byte[] edit(byte[] plaintext, String name) {
    Path dir = null;
    Thread cleanup = null;
    try {
      dir =
          Files.createTempDirectory(
              "play-vault-",
              PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
      Path file = dir.resolve(name);
      Path d = dir;
      cleanup = new Thread(() -> remove(d));
      Runtime.getRuntime().addShutdownHook(cleanup);
      Files.write(file, plaintext);
      run(file);
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new PlayError(
          PlayError.Kind.RUNTIME, Source.of(name), "cannot edit: " + e.getMessage());
    } finally {
      remove(dir);
      if (cleanup != null) {
        try {
          Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException shuttingDown) {
          // the hook runs anyway
        }
      }
    }
  }

  private static void run(Path file) throws IOException {
    String editor = System.getenv().getOrDefault("EDITOR", "vi");
    List<String> command = new ArrayList<>(Arrays.asList(editor.trim().split("\\s+")));
    command.add(file.toString());
    try {
      int rc = new ProcessBuilder(command).inheritIO().start().waitFor();
      if (rc != 0) {
        throw new PlayError(
            PlayError.Kind.RUNTIME,
            Source.of(command.get(0)),
            "the editor exited with " + rc + "; nothing was saved");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new PlayError(
          PlayError.Kind.RUNTIME,
          Source.of(command.get(0)),
          "interrupted while editing; nothing was saved");
    }
  }

  private static void remove(Path dir) {
    if (dir == null) {
      return;
    }
    try (var entries = Files.list(dir)) {
      entries.forEach(VaultFiles::deleteQuietly);
    } catch (IOException e) {
      // the directory may already be gone
    }
    VaultFiles.deleteQuietly(dir);
  }
}
