package dev.play.jinja;

import dev.play.vars.Scope;
import java.util.Map;

/**
 * A parsed Jinja2 template ({@link Jinja#parse}): immutable and thread-safe; render it against
 * any number of scopes.
 */
public final class JinjaTemplate {
  private final Body body;
  private final Stmt.Print single;

  JinjaTemplate(Body body) {
    this.body = body;
    this.single = body.stmts().size() == 1 && body.stmts().get(0) instanceof Stmt.Print p ? p : null;
  }

  /**
   * The template's output.
   *
   * @param loader finds the templates that {@code include} and {@code import} name
   * @throws dev.play.vars.UndefinedVariableException for an undefined name
   * @throws dev.play.expr.ExpressionException for a failed expression
   */
  public String render(Scope scope, TemplateLoader loader) {
    return body.capture(new Frame(scope, new Env(loader, 0)));
  }

  /** Whether the template is exactly one {@code {{ expression }}}, nothing around it. */
  public boolean isSingleExpression() {
    return single != null;
  }

  /** The value of the one expression of a {@linkplain #isSingleExpression single-expression} template. */
  public Object singleValue(Scope scope) {
    return single.expression().evaluate(scope);
  }

  /** Renders into {@code frame}'s output as {@code {% include %}} does: with the includer's names. */
  void include(Frame frame, StringBuilder out) {
    body.render(frame, out);
  }

  /** What the template defines at its top level (macros, {@code set} names), for {@code import}. */
  Map<String, Object> exports(Frame frame) {
    body.capture(frame);
    return java.util.Collections.unmodifiableMap(new java.util.HashMap<>(frame.locals()));
  }
}
