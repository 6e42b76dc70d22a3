package dev.play.engine;

import dev.play.connection.CommandResult;
import dev.play.connection.KeptBytes;

/**
 * A command of a module printed more than play keeps ({@link KeptBytes#LIMIT} of each stream), and
 * the module reads its output: the task fails with this message, since a module acting on the
 * beginning of a state (a file's first 16 MiB, say) could do harm. Modules whose result is the
 * output itself (command, shell, raw, script) take the beginning and a warning instead ({@link
 * dev.play.module.ModuleContext#runMayCut}).
 */
final class OutputCut extends RuntimeException {
  private static final long serialVersionUID = 1L;

  OutputCut(CommandResult result) {
    super(message(result));
  }

  /** Fails with the reason when {@code result} was cut; else returns it (null included). */
  static CommandResult whole(CommandResult result) {
    if (result != null && result.wasCut()) {
      throw new OutputCut(result);
    }
    return result;
  }

  static String message(CommandResult result) {
    return "the host's answer was cut (" + KeptBytes.cutText(result) + " came)";
  }
}
