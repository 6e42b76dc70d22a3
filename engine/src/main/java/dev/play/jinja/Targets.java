package dev.play.jinja;

import dev.play.expr.ExpressionException;
import dev.play.expr.Namespace;
import dev.play.expr.ValueFormat;
import java.util.List;

/**
 * Assigns a value to the names of a {@code for} or {@code set}: one name, several (unpacking), or
 * {@code ns.attr}.
 */
final class Targets {
  private Targets() {}

  static void assign(Frame frame, List<String> names, Object value) {
    if (names.size() == 1) {
      assignOne(frame, names.get(0), value);
      return;
    }
    List<Object> items = dev.play.expr.Iteration.items(value);
    if (items.size() != names.size()) {
      throw new ExpressionException(
          "cannot unpack "
              + ValueFormat.repr(value)
              + " into "
              + names.size()
              + " names ("
              + String.join(", ", names)
              + "): it has "
              + items.size()
              + " items");
    }
    for (int i = 0; i < names.size(); i++) {
      assignOne(frame, names.get(i), items.get(i));
    }
  }

  private static void assignOne(Frame frame, String target, Object value) {
    int dot = target.indexOf('.');
    if (dot < 0) {
      frame.set(target, value);
      return;
    }
    String owner = target.substring(0, dot);
    if (!(frame.get(owner) instanceof Namespace ns)) {
      throw new ExpressionException(
          "cannot set '" + target + "': only a namespace() can have attributes set");
    }
    ns.put(target.substring(dot + 1), value);
  }
}
