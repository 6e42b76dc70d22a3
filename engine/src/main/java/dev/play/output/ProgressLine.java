package dev.play.output;

import java.io.PrintStream;

/** One line rewritten in place on a terminal (never written elsewhere), cleared before output. */
final class ProgressLine {
  private static final String CLEAR = "\r\u001b[K";
  private final PrintStream out;
  private final boolean terminal;
  private boolean shown;

  ProgressLine(PrintStream out, boolean terminal) {
    this.out = out;
    this.terminal = terminal;
  }

  void show(String text) {
    if (terminal) {
      out.print(CLEAR + text);
      out.flush();
      shown = true;
    }
  }

  void clear() {
    if (shown) {
      out.print(CLEAR);
      shown = false;
    }
  }
}
