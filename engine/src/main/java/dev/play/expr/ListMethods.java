package dev.play.expr;

import java.util.List;

/**
 * Python's {@code list} methods: the reading ones on any list, the modifying ones ({@code append},
 * {@code extend}, {@code insert}, {@code pop}, {@code remove}) only on a {@link TemplateList}:
 * variables' lists are never changed.
 */
final class ListMethods {
  private ListMethods() {}

  static Object call(List<?> list, String name, Params p) {
    return switch (name) {
      case "index" -> index(list, p.atMost(1).required(0, "value"));
      case "count" ->
          (Object)
              (int)
                  list.stream()
                      .filter(e -> Equality.equal(e, p.atMost(1).required(0, "value")))
                      .count();
      case "copy" -> new TemplateList(list);
      case "append", "extend", "insert", "pop", "remove" -> modify(list, name, p);
      default -> throw Methods.noMethod(list, name);
    };
  }

  private static Object index(List<?> list, Object value) {
    for (int i = 0; i < list.size(); i++) {
      if (Equality.equal(list.get(i), value)) {
        return i;
      }
    }
    throw new ExpressionException(ValueFormat.repr(value) + " is not in list");
  }

  @SuppressWarnings("unchecked")
  private static Object modify(List<?> target, String name, Params p) {
    if (!(target instanceof TemplateList)) {
      throw new ExpressionException(
          "cannot "
              + name
              + " to a list that comes from variables; build a new one"
              + " (x + [y]) or start from a list written in the template ([])");
    }
    List<Object> list = (List<Object>) target;
    switch (name) {
      case "append" -> list.add(p.atMost(1).required(0, "object"));
      case "extend" -> list.addAll(ListFilters.items(p.atMost(1).required(0, "iterable")));
      case "insert" ->
          list.add(
              position(list, p.atMost(2).integer(0, "index", 0), true), p.required(1, "object"));
      case "remove" -> list.remove((int) (Integer) index(list, p.atMost(1).required(0, "value")));
      default -> {
        return pop(list, p.atMost(1).integer(0, "index", -1));
      }
    }
    return null;
  }

  private static Object pop(List<Object> list, long at) {
    if (list.isEmpty()) {
      throw new ExpressionException("pop from empty list");
    }
    return list.remove(position(list, at, false));
  }

  private static int position(List<Object> list, long at, boolean clamp) {
    long i = at < 0 ? at + list.size() : at;
    if (clamp) {
      return (int) Math.max(0, Math.min(list.size(), i));
    }
    if (i < 0 || i >= list.size()) {
      throw new ExpressionException("pop index out of range");
    }
    return (int) i;
  }
}
