package dev.play.cli.common;

import dev.play.error.PlayError;
import dev.play.value.TerminalText;
import java.io.PrintStream;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/** ansible-playbook's exit codes, and where each comes from. */
public final class ExitCodes {
  public static final int OK = 0;
  public static final int HOST_FAILED = 2;
  public static final int HOST_UNREACHABLE = 3;
  public static final int PARSE_ERROR = 4;
  public static final int BAD_OPTIONS = 5;
  public static final int INTERRUPTED = 99;
  public static final int INTERNAL_ERROR = 250;

  private ExitCodes() {}

  /**
   * Runs a command's body and returns its exit code: a {@link PlayError} prints as rendered and
   * exits with its kind's code; any other exception is an internal error, with its stack trace at
   * {@code -vvv} ({@code verbosity} 3).
   */
  public static int guard(PrintStream err, int verbosity, IntSupplier body) {
    try {
      return body.getAsInt();
    } catch (PlayError e) {
      return report(e, err::println);
    } catch (RuntimeException e) {
      err.println(
          "internal error: "
              + TerminalText.block(String.valueOf(e))
              + (verbosity >= 3 ? "" : " (run with -vvv for the stack trace)"));
      if (verbosity >= 3) {
        e.printStackTrace(err);
      }
      return INTERNAL_ERROR;
    }
  }

  /**
   * Prints {@code e} as rendered, its control characters escaped (a file name or a quoted line may
   * hold them), and returns its kind's exit code.
   */
  public static int report(PlayError e, Consumer<String> print) {
    print.accept(TerminalText.block(e.render()));
    return of(e);
  }

  public static int of(PlayError e) {
    return switch (e.kind()) {
      case PARSE -> PARSE_ERROR;
      case OPTIONS -> BAD_OPTIONS;
      case RUNTIME -> HOST_FAILED;
    };
  }
}
