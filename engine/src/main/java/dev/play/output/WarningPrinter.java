package dev.play.output;

import dev.play.secret.Secrets;
import java.io.PrintStream;

/**
 * Warnings on standard error, when standard output carries a document instead of the console;
 * escaped as the console's ({@link ConsoleText}).
 */
final class WarningPrinter implements RunListener {
  private final PrintStream err;
  private final Style style;
  private final ShownOnce once = new ShownOnce();
  private final ConsoleText text;

  public WarningPrinter(PrintStream err, Style style, Secrets secrets) {
    this.err = err;
    this.style = style;
    this.text = new ConsoleText(secrets);
  }

  @Override
  public synchronized void warning(String message) {
    if (!once.first("[WARNING]: " + message)) {
      return;
    }
    err.println(style.warn("[WARNING]: " + text.block(message)));
  }

  @Override
  public synchronized void deprecation(String message) {
    if (!once.first("[DEPRECATION WARNING]: " + message)) {
      return;
    }
    err.println(style.deprecated("[DEPRECATION WARNING]: " + text.block(message)));
  }
}
