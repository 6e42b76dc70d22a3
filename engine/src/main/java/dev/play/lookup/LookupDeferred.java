package dev.play.lookup;

/**
 * A lookup with side effects ({@code pipe}, {@code lines}, a {@code password} file still to create)
 * was reached while the engine only reads tasks ahead to plan them: it must run once, when its task
 * runs, and never for a task that turns out skipped. Whoever reads ahead treats this as "cannot
 * plan this task now"; {@code errors='ignore'} does not catch it.
 */
public final class LookupDeferred extends RuntimeException {
  public LookupDeferred(String lookup) {
    super("the " + lookup + " lookup runs only when its task runs");
  }
}
