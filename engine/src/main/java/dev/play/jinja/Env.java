package dev.play.jinja;

/** What a render shares across frames: where included templates come from, and how deep includes nest. */
record Env(TemplateLoader loader, int depth) {
  /** Includes and imports nested deeper than this are a loop, not a template. */
  static final int MAX_DEPTH = 50;

  Env nested() {
    if (depth >= MAX_DEPTH) {
      throw new dev.play.expr.ExpressionException("templates include each other more than " + MAX_DEPTH + " deep");
    }
    return new Env(loader, depth + 1);
  }
}
