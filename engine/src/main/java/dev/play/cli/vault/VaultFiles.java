package dev.play.cli.vault;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

/** Reads and writes the files ansible-vault works on: writes are atomic and private (0600). */
final class VaultFiles {
  private VaultFiles() {}

  static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new PlayError(
          PlayError.Kind.RUNTIME, Source.of(file.toString()), "cannot read: " + e.getMessage());
    }
  }

  /** {@code data} into {@code file}: a private temporary file beside it, then renamed over it. */
  static void write(Path file, byte[] data) {
    Path dir = file.toAbsolutePath().getParent();
    Path tmp = null;
    try {
      tmp =
          Files.createTempFile(
              dir,
              "." + file.getFileName() + ".",
              ".tmp",
              PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      Files.write(tmp, data);
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new PlayError(
          PlayError.Kind.RUNTIME, Source.of(file.toString()), "cannot write: " + e.getMessage());
    } finally {
      deleteQuietly(tmp);
    }
  }

  static void deleteQuietly(Path p) {
    if (p == null) {
      return;
    }
    try {
      Files.deleteIfExists(p);
    } catch (IOException e) {
      // nothing more to do: the caller's error, if any, is the one to report
    }
  }
}
