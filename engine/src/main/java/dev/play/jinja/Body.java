package dev.play.jinja;

import dev.play.expr.ExpressionException;
import dev.play.vars.UndefinedVariableException;
import java.util.List;

/** The statements of a template or of a block, with the template's name for runtime errors. */
record Body(List<Stmt> stmts, String origin) {
  Body {
    stmts = List.copyOf(stmts);
  }

  void render(Frame frame, StringBuilder out) {
    for (Stmt stmt : stmts) {
      try {
        stmt.render(frame, out);
      } catch (UndefinedVariableException | ExpressionException e) {
        throw Located.at(e, origin, stmt.line());
      }
    }
  }

  /** The output in a string of its own (block {@code set}, {@code filter}, macro calls). */
  String capture(Frame frame) {
    StringBuilder out = new StringBuilder();
    render(frame, out);
    return out.toString();
  }
}
