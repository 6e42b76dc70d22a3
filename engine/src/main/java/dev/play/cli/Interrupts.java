package dev.play.cli;

import sun.misc.Signal;

/** Ctrl-C: the first stops scheduling (recap, exit 99); a second one exits at once. */
final class Interrupts {
  private Interrupts() {}

  static void onInterrupt(Runnable stop) {
    boolean[] seen = {false};
    try {
      Signal.handle(new Signal("INT"), s -> {
        if (seen[0]) {
          Runtime.getRuntime().halt(ExitCodes.INTERRUPTED);
        }
        seen[0] = true;
        System.err.println("\n[interrupted] waiting for running tasks; press Ctrl-C again to abort");
        stop.run();
      });
    } catch (IllegalArgumentException e) {
      // no signal support on this platform: the default handling applies
    }
  }
}
