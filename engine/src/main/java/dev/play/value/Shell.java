package dev.play.value;

import java.util.regex.Pattern;

/**
 * POSIX shell quoting for building {@code sh} scripts: the one quoting function play uses, with the
 * rule of Python's {@code shlex.quote} (what Ansible's modules use). Quoting never stops a word
 * that starts with {@code -} from being read as an option; a script puts {@code --} before such
 * operands.
 */
public final class Shell {
  private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_./=:,+@%-]+");

  private Shell() {}

  /** {@code s} as one sh word: as is when it holds only safe characters, else single-quoted. */
  public static String quote(String s) {
    if (!s.isEmpty() && SAFE.matcher(s).matches()) {
      return s;
    }
    return quoteAlways(s);
  }

  /**
   * {@code s} single-quoted, whatever it holds: a word sh must not read as a reserved word or an
   * assignment.
   */
  public static String quoteAlways(String s) {
    return "'" + s.replace("'", "'\"'\"'") + "'";
  }
}
