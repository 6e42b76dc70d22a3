package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import dev.play.value.TerminalText;
import java.util.regex.Pattern;

/**
 * Checks on what play printed: the only control characters in it are play's own (its colours, the
 * progress line's {@code \r ESC [K}), line breaks and tabs; none came from a run's text.
 */
public final class TerminalControls {
  /** play's colours ({@link Style}): {@code ESC [0;32m}, {@code ESC [1;35m}, {@code ESC [0m}. */
  private static final Pattern OWN_COLOUR = Pattern.compile("\u001b\\[[01](;3[0-7])?m");

  /** The progress line's clearing ({@link ProgressLine}). */
  private static final String CLEAR = "\r\u001b[K";

  private TerminalControls() {}

  /** {@code out} has no control character but line breaks and tabs: no ESC at all. */
  public static void assertNone(String out) {
    assertFalse(out.contains("\u001b"), "an ESC in:\n" + out);
    assertOnlyOwn(out);
  }

  /**
   * Every control character of {@code out} but line breaks and tabs is part of one of play's own
   * sequences.
   */
  public static void assertOnlyOwn(String out) {
    String rest = OWN_COLOUR.matcher(out.replace(CLEAR, "")).replaceAll("");
    for (int i = 0, cp; i < rest.length(); i += Character.charCount(cp)) {
      cp = rest.codePointAt(i);
      if (TerminalText.unsafe(cp) && cp != '\n' && cp != '\t') {
        int from = Math.max(0, i - 40);
        fail(
            String.format(
                "raw U+%04X at %d, after: %s%nin:%n%s",
                cp, i, TerminalText.line(rest.substring(from, i)), out));
      }
    }
  }
}
