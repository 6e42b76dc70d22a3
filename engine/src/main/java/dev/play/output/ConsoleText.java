package dev.play.output;

import dev.play.diff.Diff;
import dev.play.diff.UnifiedDiff;
import dev.play.secret.Secrets;
import dev.play.value.TerminalText;

/**
 * A run's text as the console shows it: the run's secrets masked first (a secret holding a control
 * character would no longer match once escaped), then escaped by {@link TerminalText}'s rule; a
 * {@link Style}'s colours go around the result, never into it.
 */
record ConsoleText(Secrets secrets) {
  /** A name, a label, a reason: on one line. */
  String line(String text) {
    return TerminalText.line(secrets.censor(text));
  }

  /** A warning, a traceback: its line breaks kept. */
  String block(String text) {
    return TerminalText.block(secrets.censor(text));
  }

  /**
   * A result dumped as JSON: its secrets masked (as JSON escapes them too: {@link
   * Secrets#register}), then the same value with no control character left raw.
   */
  String json(String json) {
    return TerminalText.inJson(secrets.censor(json));
  }

  /** {@code d} as a unified diff: its file names on their header lines, its lines as lines. */
  String diff(Diff d) {
    return block(
        UnifiedDiff.render(
            new Diff(line(d.beforeHeader()), line(d.afterHeader()), d.before(), d.after())));
  }
}
