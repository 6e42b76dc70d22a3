package dev.play.cli;

/** Colour only on a terminal: the launcher sets {@code play.tty}; {@code NO_COLOR} turns it off. */
final class Terminal {
  private Terminal() {}

  static boolean colour() {
    return Boolean.getBoolean("play.tty")
        && System.getenv("NO_COLOR") == null
        && !"dumb".equals(System.getenv("TERM"));
  }
}
