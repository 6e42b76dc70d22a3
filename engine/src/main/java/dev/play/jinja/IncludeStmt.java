package dev.play.jinja;

import dev.play.expr.Expression;
import dev.play.expr.ExpressionException;
import dev.play.expr.ValueFormat;

/**
 * {@code {% include 'name' [ignore missing] %}}: the named template rendered with the current
 * names. As Jinja loads it, one trailing newline of the included file is dropped (Ansible keeps
 * it only for the template it renders itself).
 */
record IncludeStmt(Expression name, boolean ignoreMissing, int line) implements Stmt {
  @Override
  public void render(Frame frame, StringBuilder out) {
    JinjaTemplate t = Loading.load(frame, name, ignoreMissing);
    if (t != null) {
      StringBuilder included = new StringBuilder();
      t.include(new Frame(frame, frame.env().nested()), included);
      int end = included.length();
      if (end > 0 && included.charAt(end - 1) == '\n') {
        end -= end > 1 && included.charAt(end - 2) == '\r' ? 2 : 1;
      }
      out.append(included, 0, end);
    }
  }

  /** Finding a named template for include and import. */
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
