package dev.play.cli.common;

import picocli.CommandLine.Option;

/**
 * {@code -v}, repeatable: more output; {@code -vvv} also shows the stack trace of an internal
 * error.
 */
public final class VerbosityFlags {
  @Option(names = "-v", description = "More output (-vvv: stack traces on internal errors).")
  boolean[] verbose = new boolean[0];

  /** How many {@code -v} were given. */
  public int level() {
    return verbose.length;
  }
}
