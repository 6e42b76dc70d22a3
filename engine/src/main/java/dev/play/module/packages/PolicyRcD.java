package dev.play.module.packages;

/**
 * apt's {@code policy_rc_d}: while packages are installed, removed or upgraded, {@code
 * /usr/sbin/policy-rc.d} exits with the given code (101: a package's service is not started), as
 * Ansible's apt module arranges it: an existing file is moved aside and put back afterwards, else
 * the file is removed; the apt run's status is kept.
 */
final class PolicyRcD {
  private static final String PATH = "/usr/sbin/policy-rc.d";

  private PolicyRcD() {}

  /** The shell lines run before apt, writing the file that exits with {@code code}. */
  static String before(int code) {
    return String.join(
        "\n",
        "play_prc=" + PATH + "; play_prc_b=",
        "if [ -e \"$play_prc\" ] || [ -L \"$play_prc\" ]; then play_prc_b=$(mktemp -d) && mv \"$play_prc\" \"$play_prc_b/\""
            + " || { echo \"Fail to move $play_prc to $play_prc_b\"; exit 1; }; fi",
        "printf '#!/bin/sh\\nexit %d\\n' "
            + code
            + " > \"$play_prc\" && chmod 0755 \"$play_prc\""
            + " || { echo \"Failed to create or chmod $play_prc\"; exit 1; }",
        "");
  }

  /**
   * The shell lines run after apt (whose status is {@code $?}): the file put back or removed, the
   * status kept.
   */
  static String after() {
    return String.join(
        "\n",
        "play_prc_rc=$?",
        "if [ -n \"$play_prc_b\" ]; then mv \"$play_prc_b/policy-rc.d\" \"$play_prc\" && rmdir \"$play_prc_b\""
            + " || { echo \"Fail to move back $play_prc_b/policy-rc.d to $play_prc\"; exit 1; }; else rm -f \"$play_prc\"; fi",
        "exit $play_prc_rc");
  }
}
