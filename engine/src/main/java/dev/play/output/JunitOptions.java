package dev.play.output;

import java.util.Map;

/**
 * How results become JUnit verdicts, as Ansible's {@code junit} callback decides them: ok and
 * changed pass, a failure fails (an ignored one passes), an unreachable host is an error, a skip is
 * skipped; a task named with {@code EXPECTED FAILURE} passes when it fails, one named with {@code
 * TOGGLE RESULT} has pass and fail swapped.
 *
 * @param failOnChange a changed result fails ({@code JUNIT_FAIL_ON_CHANGE=true})
 * @param failOnIgnore an ignored failure fails ({@code JUNIT_FAIL_ON_IGNORE=true})
 */
public record JunitOptions(boolean failOnChange, boolean failOnIgnore) {
  /** The verdict of one test case. */
  public enum Verdict {
    PASSED,
    FAILED,
    ERROR,
    SKIPPED
  }

  /** From Ansible's environment variables for its {@code junit} callback. */
  public static JunitOptions from(Map<String, String> env) {
    return new JunitOptions(
        isTrue(env.get("JUNIT_FAIL_ON_CHANGE")), isTrue(env.get("JUNIT_FAIL_ON_IGNORE")));
  }

  private static boolean isTrue(String value) {
    return "true".equalsIgnoreCase(value);
  }

  Verdict verdict(HostResult r) {
    Verdict v =
        switch (r.status()) {
          case OK, CHANGED -> Verdict.PASSED;
          case FAILED -> r.ignored() && !failOnIgnore ? Verdict.PASSED : Verdict.FAILED;
          case SKIPPED -> Verdict.SKIPPED;
          case UNREACHABLE -> Verdict.ERROR;
        };
    if (v == Verdict.PASSED && failOnChange && r.changed()) {
      v = Verdict.FAILED;
    }
    String name = r.task().title();
    if (v == Verdict.FAILED && name.contains("EXPECTED FAILURE")) {
      return Verdict.PASSED;
    }
    if (name.contains("TOGGLE RESULT") && (v == Verdict.FAILED || v == Verdict.PASSED)) {
      return v == Verdict.FAILED ? Verdict.PASSED : Verdict.FAILED;
    }
    return v;
  }
}
