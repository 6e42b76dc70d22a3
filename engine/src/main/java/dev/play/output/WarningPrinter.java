package dev.play.output;

import java.io.PrintStream;

/** Warnings on standard error, when standard output carries a document instead of the console. */
final class WarningPrinter implements RunListener {
  private final PrintStream err;
  private final Style style;
  private final ShownOnce once = new ShownOnce();

  public WarningPrinter(PrintStream err, Style style) {
    this.err = err;
    this.style = style;
  }

  @Override
  public synchronized void warning(String message) {
    if (!once.first("[WARNING]: " + message)) {
      return;
    }
    err.println(style.warn("[WARNING]: " + message));
  }

  @Override
  public synchronized void deprecation(String message) {
    if (!once.first("[DEPRECATION WARNING]: " + message)) {
      return;
    }
    err.println(style.deprecated("[DEPRECATION WARNING]: " + message));
  }
}
