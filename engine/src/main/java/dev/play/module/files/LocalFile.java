package dev.play.module.files;

import dev.play.module.ModuleFailure;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/** Files on the controller ({@code fetch}): digests of what is there, and atomic writes. */
final class LocalFile {
  private static final java.util.Set<java.nio.file.attribute.PosixFilePermission> NEW_FILE =
      java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--");

  private LocalFile() {}

  /** The content of {@code file} when it is a regular file. */
  public static Optional<byte[]> read(Path file) throws ModuleFailure {
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try {
      return Optional.of(Files.readAllBytes(file));
    } catch (IOException e) {
      throw new ModuleFailure("cannot read " + file + ": " + e.getMessage());
    }
  }

  /**
   * {@code data} into {@code file}, its directories created: a temporary file beside it, renamed
   * over it, so a reader sees the old content or the new, never a part. A replaced file keeps its
   * permissions; a new one is 0644.
   */
  public static void write(Path file, byte[] data) throws ModuleFailure {
    Path tmp = null;
    try {
      Files.createDirectories(file.getParent());
      tmp = Files.createTempFile(file.getParent(), "." + file.getFileName() + ".play-", ".tmp");
      Files.write(tmp, data);
      Files.setPosixFilePermissions(
          tmp, Files.isRegularFile(file) ? Files.getPosixFilePermissions(file) : NEW_FILE);
      Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new ModuleFailure("Failed to fetch the file: " + e.getMessage());
    } finally {
      deleteQuietly(tmp);
    }
  }

  private static void deleteQuietly(Path tmp) {
    if (tmp != null) {
      try {
        Files.deleteIfExists(tmp);
      } catch (IOException e) {
        // the write's own error, if any, is the one to report
      }
    }
  }
}
