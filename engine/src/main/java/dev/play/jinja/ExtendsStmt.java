package dev.play.jinja;

import dev.play.expr.Expression;
import dev.play.expr.ExpressionException;

/**
 * {@code {% extends 'base.j2' %}}: the template found as {@code include} finds it renders after
 * this one, in the same context, with this template's blocks in place of its own. From here on this
 * template's own output is dropped, as in Jinja; what it sets at its top level stays.
 */
record ExtendsStmt(Expression template, int line) implements Stmt {
  @Override
  public void render(Frame frame, StringBuilder out) {
    TemplateContext context = frame.env().context();
    if (context.extended()) {
      throw new ExpressionException("extended twice: a template extends one template at most");
    }
    context.extend(IncludeStmt.Loading.load(frame, template, false));
  }
}
