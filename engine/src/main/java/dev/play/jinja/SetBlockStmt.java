package dev.play.jinja;

import dev.play.expr.Expression;
import java.util.List;

/**
 * {@code {% set x %}...{% endset %}} (optionally {@code {% set x | filter %}}): the block's output
 * as a string; the filters apply to it as {@link FilterBlockStmt} applies them.
 */
record SetBlockStmt(String target, Expression filtered, Body body, int line) implements Stmt {
  @Override
  public void render(Frame frame, StringBuilder out) {
    String text = body.capture(frame.capturing());
    Targets.assign(
        frame,
        List.of(target),
        filtered == null ? text : FilterBlockStmt.apply(filtered, text, frame));
  }
}
