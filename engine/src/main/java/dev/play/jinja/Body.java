package dev.play.jinja;

import dev.play.expr.ExpressionException;
import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
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

  /**
   * The body without the newline its last text ends with: the template's text as Jinja loads it.
   */
  Body withoutFinalNewline() {
    if (stmts.isEmpty() || !(stmts.getLast() instanceof Stmt.Text last)) {
      return this;
    }
    String text = last.text();
    List<Stmt> out = new ArrayList<>(stmts.subList(0, stmts.size() - 1));
    out.add(
        new Stmt.Text(
            text.substring(0, text.length() - (text.endsWith("\r\n") ? 2 : 1)), last.line()));
    return new Body(out, origin);
  }

  /** The output in a string of its own (block {@code set}, {@code filter}, macro calls). */
  String capture(Frame frame) {
    StringBuilder out = new StringBuilder();
    render(frame, out);
    return out.toString();
  }
}
