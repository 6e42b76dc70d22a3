package dev.play.config;

import java.nio.file.Path;

/**
 * Where a setting's value came from, printed as {@code ansible-config dump} prints it: {@code
 * default}, {@code env: ANSIBLE_FORKS}, or the file's path.
 *
 * @param kind what kind of source
 * @param where the variable's name or the file's path; empty for the default
 */
public record Origin(Kind kind, String where) {
  public static final Origin DEFAULT = new Origin(Kind.DEFAULT, "");

  /**
   * The kinds of source, lowest precedence first (the command line, above them all, is not a
   * setting's origin here).
   */
  public enum Kind {
    DEFAULT,
    FILE,
    ENVIRONMENT
  }

  public static Origin environment(String variable) {
    return new Origin(Kind.ENVIRONMENT, variable);
  }

  public static Origin file(Path path) {
    return new Origin(Kind.FILE, path.toString());
  }

  @Override
  public String toString() {
    return switch (kind) {
      case DEFAULT -> "default";
      case ENVIRONMENT -> "env: " + where;
      case FILE -> where;
    };
  }
}
