package dev.play.expr;

import dev.play.vars.Scope;
import java.util.List;

/**
 * {@code [a, b]}: a new (modifiable, as in Python: {@code x.append(y)}) list; or a tuple {@code (a,
 * b)}: an unmodifiable {@link Tuple}.
 */
record ListLiteral(List<Node> items, boolean tuple) implements Node {
  ListLiteral {
    items = List.copyOf(items);
  }

  ListLiteral(List<Node> items) {
    this(items, false);
  }

  @Override
  public Object eval(Scope scope) {
    List<Object> out = new TemplateList();
    for (Node item : items) {
      out.add(item.eval(scope));
    }
    return tuple ? Tuple.of(out) : out;
  }

  @Override
  public String describe() {
    String inner = String.join(", ", items.stream().map(Node::describe).toList());
    return tuple ? "(" + inner + (items.size() == 1 ? ",)" : ")") : "[" + inner + "]";
  }
}
