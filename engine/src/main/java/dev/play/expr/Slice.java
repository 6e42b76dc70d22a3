package dev.play.expr;

import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code target[start:stop:step]} of a list, tuple or string, as Python slices (any part may be
 * left out).
 */
record Slice(Node target, Node start, Node stop, Node step) implements Node {
  @Override
  public Object eval(Scope scope) {
    Object value = target.eval(scope);
    Long from = bound(start, scope);
    Long to = bound(stop, scope);
    Long by = bound(step, scope);
    long s = by == null ? 1 : by;
    if (s == 0) {
      throw new ExpressionException("slice step cannot be zero");
    }
    if (value instanceof String text) {
      StringBuilder sb = new StringBuilder();
      indexes(text.length(), from, to, s).forEach(i -> sb.append(text.charAt(i)));
      return sb.toString();
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>();
      indexes(list.size(), from, to, s).forEach(i -> out.add(list.get(i)));
      return value instanceof Tuple ? Tuple.of(out) : out;
    }
    throw new ExpressionException(
        target.quoted() + " (" + Types.name(value) + ") cannot be sliced");
  }

  private static Long bound(Node node, Scope scope) {
    if (node == null) {
      return null;
    }
    Object v = node.eval(scope);
    if (v == null) {
      return null;
    }
    return Numbers.integerArg(v, "slice");
  }

  /** Python's slice.indices: the positions a slice visits in a sequence of {@code size}. */
  private static List<Integer> indexes(int size, Long from, Long to, long step) {
    long lower = step > 0 ? 0 : -1;
    long upper = step > 0 ? size : size - 1;
    long begin = from == null ? (step > 0 ? lower : upper) : clamp(from, size, lower, upper);
    long end = to == null ? (step > 0 ? upper : lower) : clamp(to, size, lower, upper);
    List<Integer> out = new ArrayList<>();
    for (long i = begin; step > 0 ? i < end : i > end; i += step) {
      out.add((int) i);
    }
    return out;
  }

  private static long clamp(long at, int size, long lower, long upper) {
    long i = at < 0 ? at + size : at;
    return Math.max(lower, Math.min(upper, i));
  }

  @Override
  public String describe() {
    return target.describe()
        + "["
        + part(start)
        + ":"
        + part(stop)
        + (step == null ? "" : ":" + part(step))
        + "]";
  }

  private static String part(Node n) {
    return n == null ? "" : n.describe();
  }
}
