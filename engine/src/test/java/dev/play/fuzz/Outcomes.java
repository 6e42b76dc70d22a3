package dev.play.fuzz;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vault.VaultException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * What a fuzz target accepts from the code under test: a result, play's own error or one of the
 * listed exceptions of evaluation (a task's failure, not a crash). Anything else, a stack overflow,
 * running out of memory or a timeout is a finding.
 */
final class Outcomes {
  private Outcomes() {}

  /** The input as text: invalid UTF-8 becomes U+FFFD, for targets that take a string. */
  static String text(byte[] data) {
    return new String(data, StandardCharsets.UTF_8);
  }

  /** How precisely a {@link PlayError} must say where the input was wrong. */
  enum Position {
    /**
     * The file and a line in it, but for errors about the file as a whole (see {@link #wholeFile}).
     */
    LINE,
    /** The file (an error about the whole of it, as a vault's). */
    FILE
  }

  /**
   * Runs {@code body}; a {@link PlayError} must name {@code file} (and a line, as {@code position}
   * says); the {@code evaluation} exceptions must have a message.
   */
  static void run(
      Runnable body,
      String file,
      Position position,
      List<Class<? extends RuntimeException>> evaluation) {
    try {
      body.run();
    } catch (PlayError e) {
      requirePosition(e, file, position);
    } catch (RuntimeException e) {
      if (evaluation.stream().noneMatch(type -> type.isInstance(e))) {
        throw e;
      }
      requireMessage(e);
    }
  }

  private static void requirePosition(PlayError e, String file, Position position) {
    requireMessage(e);
    Source at = e.source();
    boolean line = at.line() >= 1 && at.column() >= 0;
    if (!at.file().endsWith(file) || (position == Position.LINE && !line && !wholeFile(e))) {
      throw new AssertionError(
          "error without a position in " + file + ": " + at + ": " + e.getMessage(), e);
    }
  }

  /** An error about a file as a whole: one that is empty, or vaulted and cannot be opened. */
  private static boolean wholeFile(PlayError e) {
    return e instanceof VaultException || e.getMessage().startsWith("empty playbook");
  }

  private static void requireMessage(RuntimeException e) {
    if (e.getMessage() == null || e.getMessage().isBlank()) {
      throw new AssertionError("error without a message: " + e.getClass().getName(), e);
    }
  }
}
