package dev.play.lookup;

import dev.play.vault.VaultContext;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

/**
 * The file that keeps a {@code password} lookup's password, as Ansible keeps it: the password on
 * one line (a {@code " salt=..."} part Ansible's {@code encrypt} wrote is not part of it), mode
 * 0600, in directories created 0700. It is created at most once: written to a temporary file beside
 * it, then linked to its name, which fails when another host or run created it first (whose
 * password is then the one used).
 */
record PasswordFile(Path path, VaultContext vault) {
  static final Path DEV_NULL = Path.of("/dev/null");

  /** The stored password, if the file exists. */
  Optional<String> read() {
    if (!Files.exists(path)) {
      return Optional.empty();
    }
    String content = ControllerFiles.text(path, vault).stripTrailing();
    int salt = content.lastIndexOf(" salt=");
    return Optional.of(salt < 0 ? content : content.substring(0, salt));
  }

  /** Stores {@code password} unless the file exists by now; the stored password either way. */
  String create(String password) {
    Path tmp = null;
    try {
      Path dir = path.toAbsolutePath().getParent();
      if (!Files.isDirectory(dir)) {
        Files.createDirectories(dir, owner("rwx------"));
      }
      tmp = Files.createTempFile(dir, ".play-password", ".tmp", owner("rw-------"));
      Files.writeString(tmp, password + "\n", StandardCharsets.UTF_8);
      Files.createLink(path, tmp);
      return password;
    } catch (FileAlreadyExistsException e) {
      return read().orElse(password);
    } catch (IOException | UnsupportedOperationException e) {
      throw new LookupException("could not write password file " + path + ": " + e.getMessage());
    } finally {
      deleteQuietly(tmp);
    }
  }

  private static FileAttribute<?> owner(String permissions) {
    return PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(permissions));
  }

  private static void deleteQuietly(Path tmp) {
    try {
      if (tmp != null) {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException e) {
      // a leftover temporary file is harmless; the password file is in place
    }
  }
}
