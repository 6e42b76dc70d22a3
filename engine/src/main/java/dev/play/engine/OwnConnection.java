package dev.play.engine;

/**
 * A task's way to its own host, made when first asked and then kept for the task's run: reading
 * ahead ({@link ProbeAhead}) and the module ({@link Attempts}) share it, so the connection's
 * settings are resolved once per task and host.
 */
final class OwnConnection {
  /** Makes the way, or fails the task (a bad {@code port} or {@code connection} keyword). */
  interface Maker {
    HostConnection make() throws TaskFailure;
  }

  private final Maker maker;
  private HostConnection made;

  OwnConnection(Maker maker) {
    this.maker = maker;
  }

  HostConnection get() throws TaskFailure {
    if (made == null) {
      made = maker.make();
    }
    return made;
  }
}
