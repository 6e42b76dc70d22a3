package dev.play.output;

import dev.play.error.PlayError;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where a report goes: standard output ({@code -}) or a file, named by its option for errors.
 *
 * @param option the option that named it ({@code --junit}), for messages
 * @param file the file, or null for standard output
 * @param stdout play's standard output
 */
public record OutputTarget(String option, Path file, PrintStream stdout) {
  /** {@code value} of {@code option}: {@code -} or a file whose directory exists (else exit 5). */
  public static OutputTarget of(String option, String value, PrintStream stdout) {
    if ("-".equals(value)) {
      return new OutputTarget(option, null, stdout);
    }
    Path file = Path.of(value);
    Path parent = file.toAbsolutePath().getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      throw new PlayError(
          PlayError.Kind.OPTIONS, null, option + ": directory " + parent + " does not exist");
    }
    return new OutputTarget(option, file, stdout);
  }

  public boolean toStdout() {
    return file == null;
  }

  /**
   * {@code text}, whole: on standard output, or in the file atomically (a temporary file beside it,
   * renamed). The file gets the mode a shell's {@code >} would give it: an existing file's, else
   * the one the umask leaves (a report to share is not made private by being written atomically).
   */
  public void writeWhole(String text) {
    if (toStdout()) {
      stdout.print(text);
      stdout.flush();
      return;
    }
    Path target = file.toAbsolutePath();
    try {
      Path tmp =
          target.resolveSibling(
              "." + target.getFileName() + "." + java.util.UUID.randomUUID() + ".tmp");
      try {
        Files.writeString(
            tmp,
            text,
            StandardCharsets.UTF_8,
            java.nio.file.StandardOpenOption.CREATE_NEW,
            java.nio.file.StandardOpenOption.WRITE);
        keepMode(target, tmp);
        Files.move(
            tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException | UnsupportedOperationException e) {
      throw cannotWrite(e.getMessage());
    }
  }

  /** {@code tmp} takes the permissions of {@code target} when it exists. */
  private static void keepMode(Path target, Path tmp) throws IOException {
    if (Files.isRegularFile(target) && Files.getFileStore(tmp).supportsFileAttributeView("posix")) {
      Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target));
    }
  }

  /** A stream for lines as they come: standard output, or the file, created (or emptied) now. */
  public PrintStream openLines() {
    if (toStdout()) {
      return stdout;
    }
    try {
      return new PrintStream(Files.newOutputStream(file), false, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw cannotWrite(e.getMessage());
    }
  }

  /** The error for a failed write: it names the option and the file. */
  public PlayError cannotWrite(String why) {
    return new PlayError(
        PlayError.Kind.RUNTIME,
        null,
        option + ": cannot write " + (toStdout() ? "standard output" : file) + ": " + why);
  }
}
