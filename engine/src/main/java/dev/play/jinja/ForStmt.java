package dev.play.jinja;

import dev.play.expr.Expression;
import dev.play.expr.Iteration;
import dev.play.expr.Truthiness;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code {% for a, b in items if cond %}...{% else %}...{% endfor %}}: each iteration in a frame of
 * its own with {@code loop}; the {@code if} filters items before {@code loop} counts them; {@code
 * else} renders when nothing was iterated.
 */
record ForStmt(
    List<String> targets,
    Expression iterable,
    Expression filter,
    Body body,
    Body otherwise,
    int line)
    implements Stmt {
  ForStmt {
    targets = List.copyOf(targets);
  }

  @Override
  public void render(Frame frame, StringBuilder out) {
    List<Object> items = selected(frame);
    if (items.isEmpty()) {
      if (otherwise != null) {
        otherwise.render(frame, out);
      }
      return;
    }
    Object outer = frame.contains("loop") ? frame.get("loop") : null;
    int depth = outer instanceof LoopState o ? o.depth() + 1 : 1;
    LoopState loop = new LoopState(items, depth);
    for (int i = 0; i < items.size(); i++) {
      Frame iteration = frame.child();
      Targets.assign(iteration, targets, items.get(i));
      iteration.set("loop", loop.at(i));
      body.render(iteration, out);
    }
  }

  private List<Object> selected(Frame frame) {
    List<Object> all = Iteration.items(iterable.evaluate(frame));
    if (filter == null) {
      return all;
    }
    List<Object> kept = new ArrayList<>();
    for (Object item : all) {
      Frame probe = frame.child();
      Targets.assign(probe, targets, item);
      if (Truthiness.isTrue(filter.evaluate(probe))) {
        kept.add(item);
      }
    }
    return kept;
  }
}
