package dev.play.connection;

import java.util.regex.Pattern;

/** POSIX shell quoting for building {@code sh} scripts. */
public final class Shell {
  private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_./=:,+@%-]+");

  private Shell() {}

  /** {@code s} as one sh word: as is when it holds only safe characters, else single-quoted. */
  public static String quote(String s) {
    if (!s.isEmpty() && SAFE.matcher(s).matches() && !s.startsWith("-")) {
      return s;
    }
    return "'" + s.replace("'", "'\"'\"'") + "'";
  }
}
