package dev.play.expr;

import java.util.Collection;
import java.util.Map;

/** Python truthiness: false, 0, 0.0, "", empty list or map and None are false; the rest true. */
public final class Truthiness {
  private Truthiness() {}

  public static boolean isTrue(Object v) {
    if (v == null) {
      return false;
    } else if (v instanceof Boolean b) {
      return b;
    } else if (v instanceof String s) {
      return !s.isEmpty();
    } else if (v instanceof Number n) {
      return Numbers.isIntegral(n) ? n.longValue() != 0 : n.doubleValue() != 0.0;
    } else if (v instanceof Collection<?> c) {
      return !c.isEmpty();
    } else if (v instanceof Map<?, ?> m) {
      return !m.isEmpty();
    }
    return true;
  }
}
