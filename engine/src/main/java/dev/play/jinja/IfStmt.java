package dev.play.jinja;

import dev.play.expr.Expression;
import java.util.List;

/** {@code {% if %}...{% elif %}...{% else %}...{% endif %}}: no scope of its own, as in Jinja. */
record IfStmt(List<Branch> branches, Body otherwise, int line) implements Stmt {
  record Branch(Expression condition, Body body) {}

  IfStmt {
    branches = List.copyOf(branches);
  }

  @Override
  public void render(Frame frame, StringBuilder out) {
    for (Branch b : branches) {
      if (b.condition().test(frame)) {
        b.body().render(frame, out);
        return;
      }
    }
    if (otherwise != null) {
      otherwise.render(frame, out);
    }
  }
}
