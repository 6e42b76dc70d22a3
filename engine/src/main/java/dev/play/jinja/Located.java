package dev.play.jinja;

import dev.play.expr.ExpressionException;
import dev.play.vars.UndefinedVariableException;

/**
 * Adds " (at file:line)" to a failure inside a template file (Jinja2 or Mustache), once: the
 * innermost place wins.
 */
public final class Located {
  private static final String MARK = " (at ";

  private Located() {}

  /** {@code e} with its place added; as it is without a file ({@code origin} null) or a line. */
  public static RuntimeException at(RuntimeException e, String origin, int line) {
    if (origin == null || line <= 0 || e.getMessage() == null || e.getMessage().contains(MARK)) {
      return e;
    }
    String where = MARK + origin + ":" + line + ")";
    if (e instanceof UndefinedVariableException u) {
      return new UndefinedVariableException(u.variable(), u.getMessage() + where);
    } else if (e instanceof ExpressionException) {
      return new ExpressionException(e.getMessage() + where);
    }
    return e;
  }
}
