package dev.play.jinja;

import dev.play.expr.Expression;
import dev.play.expr.Undefined;
import dev.play.vars.UndefinedVariableException;
import java.util.List;

/**
 * {@code {% set x = v %}}, {@code {% set a, b = 1, 2 %}}, {@code {% set ns.total = n %}}: in the
 * current frame. An undefined value set to one name is Jinja's Undefined there, failing only where
 * it is used ({@code x | default(80)}, {@code x is defined} do not), as in Jinja.
 */
record SetStmt(List<String> targets, Expression value, int line) implements Stmt {
  SetStmt {
    targets = List.copyOf(targets);
  }

  @Override
  public void render(Frame frame, StringBuilder out) {
    Object v;
    try {
      v = value.evaluate(frame);
    } catch (UndefinedVariableException e) {
      if (targets.size() != 1 || targets.getFirst().contains(".")) {
        throw e;
      }
      v = new Undefined(e);
    }
    Targets.assign(frame, targets, v);
  }
}
