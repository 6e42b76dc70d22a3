package dev.play.error;

/** A position in a user's input file: 1-based line and column; line 0 means "whole file". */
public record Source(String file, int line, int column) {
  public static final Source UNKNOWN = new Source("<unknown>", 0, 0);

  public static Source of(String file) {
    return new Source(file, 0, 0);
  }

  @Override
  public String toString() {
    return line > 0 ? file + ":" + line + ":" + column : file;
  }
}
