package dev.play.jinja;

import dev.play.expr.ExpressionException;

/**
 * What a render shares across frames: where included templates come from, how deep includes nest,
 * how deep macro and block calls go (a macro that calls itself forever is stopped, not a stack
 * overflow), and the template's {@link TemplateContext} (an include or import has its own).
 */
final class Env {
  /** Includes and imports nested deeper than this are a loop, not a template. */
  static final int MAX_DEPTH = 50;

  /** Macro and block calls nested deeper than this. */
  static final int MAX_CALLS = 200;

  private final TemplateLoader loader;
  private final int depth;
  private final int[] calls;
  private final TemplateContext context = new TemplateContext();

  Env(TemplateLoader loader, int depth) {
    this(loader, depth, new int[1]);
  }

  private Env(TemplateLoader loader, int depth, int[] calls) {
    this.loader = loader;
    this.depth = depth;
    this.calls = calls;
  }

  TemplateLoader loader() {
    return loader;
  }

  TemplateContext context() {
    return context;
  }

  Env nested() {
    if (depth >= MAX_DEPTH) {
      throw new ExpressionException(
          "templates include each other more than " + MAX_DEPTH + " deep");
    }
    return new Env(loader, depth + 1, calls);
  }

  /**
   * One macro or block call deeper ({@code what}: {@code macro 'f'}); {@link #leave()} after it.
   */
  void enter(String what) {
    if (++calls[0] > MAX_CALLS) {
      calls[0]--;
      throw new ExpressionException(what + " calls nested more than " + MAX_CALLS + " deep");
    }
  }

  void leave() {
    calls[0]--;
  }
}
