package dev.play.expr;

import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** {@code [a, b]} or a tuple {@code (a, b)}: evaluates to an unmodifiable list. */
record ListLiteral(List<Node> items) implements Node {
  ListLiteral {
    items = List.copyOf(items);
  }

  @Override
  public Object eval(Scope scope) {
    List<Object> out = new ArrayList<>(items.size());
    for (Node item : items) {
      out.add(item.eval(scope));
    }
    return Collections.unmodifiableList(out);
  }

  @Override
  public String describe() {
    return "[" + String.join(", ", items.stream().map(Node::describe).toList()) + "]";
  }
}
