package dev.play.jinja;

import dev.play.expr.Expression;
import java.util.List;

/** {@code {% set x = v %}}, {@code {% set a, b = 1, 2 %}}, {@code {% set ns.total = n %}}: in the current frame. */
record SetStmt(List<String> targets, Expression value, int line) implements Stmt {
  SetStmt {
    targets = List.copyOf(targets);
  }

  @Override
  public void render(Frame frame, StringBuilder out) {
    Targets.assign(frame, targets, value.evaluate(frame));
  }
}
