package dev.play.parity;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Whether the parity tests run, skip or fail: they need Debian's Ansible ({@code
 * ansible-playbook}). Apart from {@link AnsibleRun}, which starts it against fleet hosts, so that a
 * parity test on this machine alone (no containers) does not depend on the fleet.
 */
final class AnsibleRequirements {
  private AnsibleRequirements() {}

  /** Skips (or, under CI, fails) the calling test unless {@code ansible-playbook} is installed. */
  static void require() {
    if (installed()) {
      return;
    }
    String message = "ansible-playbook is not installed (Debian: apt-get install ansible)";
    if (System.getenv("CI") != null
        && !System.getenv("CI").isBlank()
        && !"false".equals(System.getenv("CI"))) {
      Assertions.fail(message + " and CI is set, so the Ansible parity tests may not be skipped");
    }
    Assumptions.abort(message + "; Ansible parity tests skipped");
  }

  private static boolean installed() {
    try {
      Process p =
          new ProcessBuilder("ansible-playbook", "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
