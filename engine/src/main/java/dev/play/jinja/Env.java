package dev.play.jinja;

import dev.play.expr.ExpressionException;

/**
 * What a render shares across frames: where included templates come from, how deep includes
 * nest, and how deep macro calls go (a macro that calls itself forever is stopped, not a stack
 * overflow).
 */
final class Env {
  /** Includes and imports nested deeper than this are a loop, not a template. */
  static final int MAX_DEPTH = 50;
  /** Macro calls nested deeper than this. */
  static final int MAX_CALLS = 200;

  private final TemplateLoader loader;
  private final int depth;
  private final int[] calls;

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

  Env nested() {
    if (depth >= MAX_DEPTH) {
      throw new ExpressionException("templates include each other more than " + MAX_DEPTH + " deep");
    }
    return new Env(loader, depth + 1, calls);
  }

  /** One macro call deeper; {@link #leave()} after it. */
  void enter(String macro) {
    if (++calls[0] > MAX_CALLS) {
      calls[0]--;
      throw new ExpressionException("macro '" + macro + "' calls nested more than " + MAX_CALLS + " deep");
    }
  }

  void leave() {
    calls[0]--;
  }
}
