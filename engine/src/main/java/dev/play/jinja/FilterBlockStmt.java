package dev.play.jinja;

import dev.play.expr.Expression;

/**
 * {@code {% filter upper %}...{% endfilter %}}: the block's output through the filters. The filters
 * are parsed as the expression {@code __block__ | upper}, {@link #BLOCK} being the output.
 */
record FilterBlockStmt(Expression filtered, Body body, int line) implements Stmt {
  /** The name the block's output has in {@link #filtered}. */
  static final String BLOCK = "__jinja_block__";

  @Override
  public void render(Frame frame, StringBuilder out) {
    Stmt.print(out, apply(filtered, body.capture(frame.child()), frame));
  }

  static Object apply(Expression filtered, String text, Frame frame) {
    Frame f = frame.child();
    f.set(BLOCK, text);
    return filtered.evaluate(f);
  }
}
