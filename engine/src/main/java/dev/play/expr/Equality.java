package dev.play.expr;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** {@code ==}: deep and Python-like; int and float compare by value, other mixed types differ. */
public final class Equality {
  private Equality() {}

  @SuppressWarnings(
      "ReferenceEquality") // the same object is equal to itself: a fast path before the value
  // comparison
  public static boolean equal(Object a, Object b) {
    if (a == b) {
      return true;
    }
    if (a == null || b == null || a instanceof Boolean != b instanceof Boolean) {
      return false;
    }
    if (Numbers.isNumber(a) && Numbers.isNumber(b)) {
      return Numbers.equal(a, b);
    }
    if (a instanceof List<?> x && b instanceof List<?> y) {
      return a instanceof Tuple == b instanceof Tuple && listsEqual(x, y);
    }
    if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
      return mapsEqual(x, y);
    }
    return a.equals(b);
  }

  private static boolean listsEqual(List<?> x, List<?> y) {
    if (x.size() != y.size()) {
      return false;
    }
    Iterator<?> i = x.iterator();
    Iterator<?> j = y.iterator();
    while (i.hasNext()) {
      if (!equal(i.next(), j.next())) {
        return false;
      }
    }
    return true;
  }

  private static boolean mapsEqual(Map<?, ?> x, Map<?, ?> y) {
    if (x.size() != y.size()) {
      return false;
    }
    for (Map.Entry<?, ?> e : x.entrySet()) {
      if (!y.containsKey(e.getKey()) || !equal(e.getValue(), y.get(e.getKey()))) {
        return false;
      }
    }
    return true;
  }
}
