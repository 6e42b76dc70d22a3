package dev.play.connection.become;

import dev.play.connection.Become;

/**
 * What an escalating command's output so far asks for, before its shell starts: nothing yet, the
 * password (sudo printed its prompt marker once), or a failure with its message (a second prompt:
 * wrong password; a terminal required; su asking for a password; a password that is not known).
 * Pure; shared by one-off commands ({@link BecomeHandshake}) and persistent shells.
 */
public record BecomeVerdict(Action action, String message) {
  public enum Action {
    WAIT,
    SEND_PASSWORD,
    FAIL
  }

  private static final BecomeVerdict WAIT = new BecomeVerdict(Action.WAIT, null);

  /**
   * What the output so far asks for: wait, send the password, or fail.
   *
   * @param output everything the command printed so far (stdout and stderr)
   * @param prompts where sudo's prompt appears (stderr, or the merged output)
   * @param passwordSent whether the password was written already
   */
  public static BecomeVerdict of(
      WrappedCommand command, String output, String prompts, boolean passwordSent, String host) {
    Become b = command.become();
    if (output.contains("a terminal is required")
        || output.contains("requiretty")
        || output.contains("no tty present")) {
      return fail(
          b.method()
              + " on "
              + host
              + " requires a terminal (sudoers 'requiretty'); play runs it "
              + "without a pty: add 'Defaults:<connecting user> !requiretty' to sudoers");
    }
    if (command.promptMarker() == null) {
      return output.contains("assword") || output.contains("must be run from a terminal")
          ? fail(
              "su to "
                  + b.user()
                  + " on "
                  + host
                  + " asks for a password; su with a password is not "
                  + "supported; use sudo")
          : WAIT;
    }
    int n = count(prompts, command.promptMarker());
    if (n >= 2) {
      return fail("incorrect sudo password for " + b.user() + " on " + host);
    }
    if (n == 1 && !passwordSent) {
      return b.password() == null
          ? fail(
              "sudo requires a password for "
                  + b.user()
                  + " on "
                  + host
                  + "; use --ask-become-pass / ansible_become_password")
          : new BecomeVerdict(Action.SEND_PASSWORD, null);
    }
    return WAIT;
  }

  private static BecomeVerdict fail(String message) {
    return new BecomeVerdict(Action.FAIL, message);
  }

  private static int count(String text, String marker) {
    int n = 0;
    for (int at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length())) {
      n++;
    }
    return n;
  }
}
