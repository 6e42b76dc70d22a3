package dev.play.cli;

import dev.play.cli.common.ExitCodes;
import sun.misc.Signal;

/**
 * Ctrl-C (SIGINT) and SIGTERM: the first stops scheduling (running commands finish, the recap
 * prints, exit 99); a second one exits at once.
 */
final class Interrupts {
  private Interrupts() {}

  static void onInterrupt(Runnable stop) {
    boolean[] seen = {false};
    for (String name : new String[] {"INT", "TERM"}) {
      try {
        Signal.handle(
            new Signal(name),
            s -> {
              synchronized (seen) {
                if (seen[0]) {
                  Runtime.getRuntime().halt(ExitCodes.INTERRUPTED);
                }
                seen[0] = true;
              }
              System.err.println(
                  "\n[interrupted: SIG"
                      + s.getName()
                      + "] waiting for running tasks; press Ctrl-C again to abort");
              stop.run();
            });
      } catch (IllegalArgumentException e) {
        // no such signal here: the default handling applies
      }
    }
  }
}
