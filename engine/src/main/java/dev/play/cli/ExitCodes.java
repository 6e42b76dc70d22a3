package dev.play.cli;

import dev.play.error.PlayError;

/** ansible-playbook's exit codes, and where each comes from. */
public final class ExitCodes {
  public static final int OK = 0;
  public static final int HOST_FAILED = 2;
  public static final int HOST_UNREACHABLE = 3;
  public static final int PARSE_ERROR = 4;
  public static final int BAD_OPTIONS = 5;
  public static final int INTERRUPTED = 99;
  public static final int INTERNAL_ERROR = 250;

  private ExitCodes() {}

  public static int of(PlayError e) {
    return switch (e.kind()) {
      case PARSE -> PARSE_ERROR;
      case OPTIONS -> BAD_OPTIONS;
      case RUNTIME -> HOST_FAILED;
    };
  }
}
