package dev.play.jinja;

import dev.play.expr.Expression;
import dev.play.expr.ExpressionException;
import dev.play.expr.ValueFormat;

/**
 * {@code {% include 'name' [ignore missing] %}}: the named template rendered with the current
 * names, in a context of its own. As Jinja loads it, the newline its text ends with is dropped
 * (Ansible adds it back only for the template it renders itself).
 */
record IncludeStmt(Expression name, boolean ignoreMissing, int line) implements Stmt {
  @Override
  public void render(Frame frame, StringBuilder out) {
    JinjaTemplate t = Loading.load(frame, name, ignoreMissing);
    if (t != null) {
      t.include(new Frame(frame, frame.env().nested()), out);
    }
  }

  /** Finding a named template for include, import and extends. */
  static final class Loading {
    private Loading() {}

    static JinjaTemplate load(Frame frame, Expression name, boolean ignoreMissing) {
      Object value = name.evaluate(frame);
      for (Object candidate : value instanceof java.util.List<?> l ? l : java.util.List.of(value)) {
        JinjaTemplate t = frame.env().loader().load(ValueFormat.str(candidate));
        if (t != null) {
          return t;
        }
      }
      if (ignoreMissing) {
        return null;
      }
      throw new ExpressionException("template " + ValueFormat.repr(value) + " not found");
    }
  }
}
