package dev.play.jinja;

import dev.play.expr.ExpressionException;
import java.util.List;

/**
 * {@code {% block name [scoped] [required] %}...{% endblock %}}: renders the most derived
 * definition of the block in the template's context (a {@code scoped} block also sees the names
 * around it: loop variables, macro parameters). In a template that has extended another, a block at
 * its top level renders nothing here: the parent places it. {@code toplevel}: outside every
 * statement but {@code if}.
 */
record BlockStmt(
    String name, boolean scoped, boolean required, boolean toplevel, Body body, int line)
    implements Stmt {
  @Override
  public void render(Frame frame, StringBuilder out) {
    TemplateContext context = frame.env().context();
    if (toplevel && context.extended()) {
      return;
    }
    List<BlockStmt> chain = context.chain(name);
    if (required && chain.size() <= 1) {
      throw new ExpressionException(
          "required block '" + name + "' not found: no template that extends this one defines it");
    }
    out.append(new BlockReference(name, chain, 0, scoped ? frame : context.root()).render());
  }
}
