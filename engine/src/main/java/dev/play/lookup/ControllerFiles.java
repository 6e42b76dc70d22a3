package dev.play.lookup;

import dev.play.vault.VaultContext;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reading the controller's files for lookups: a vaulted file is decrypted, as Ansible's loader
 * does.
 */
final class ControllerFiles {
  private ControllerFiles() {}

  /**
   * {@code name}, found in the task's search path under {@code subdir}; {@code missing} names it
   * otherwise.
   */
  static Path find(LookupContext ctx, String name, String subdir, String missing) {
    return ctx.find(name, subdir)
        .orElseThrow(
            () ->
                new LookupException(
                    missing
                        + " (looked in: "
                        + String.join(
                            ", ",
                            ctx.env().files().candidates(name, subdir).stream()
                                .map(Path::toString)
                                .toList())
                        + ")"));
  }

  /** The text of {@code file}, decrypted with the run's {@code vault} when it is vaulted. */
  static String text(Path file, VaultContext vault) {
    try {
      return new String(
          vault.plainBytes(Files.readAllBytes(file), file.toString()), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new LookupException("could not read " + file + ": " + e.getMessage());
    }
  }
}
