package dev.play.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code attribute} argument of {@code map}, {@code selectattr}, {@code sort}, {@code sum}...:
 * Jinja's dotted path, {@code 'a.b.0'} looking up key {@code a}, then {@code b}, then element 0.
 */
final class AttributePath {
  /** What a lookup finds where the path leads nowhere (Jinja's Undefined). */
  static final Object MISSING =
      new Object() {
        @Override
        public String toString() {
          return "Undefined";
        }
      };

  private AttributePath() {}

  /** The value at {@code attribute} in {@code item}, or {@link #MISSING}. */
  static Object lookup(Object item, Object attribute) {
    Object at = item;
    for (Object part : parts(attribute)) {
      at = item(at, part);
      if (at == MISSING) {
        return MISSING;
      }
    }
    return at;
  }

  /** As {@link #lookup}, an error when the path leads nowhere. */
  static Object require(Object item, Object attribute) {
    Object found = lookup(item, attribute);
    if (found == MISSING) {
      throw new ExpressionException(
          "an item has no attribute "
              + ValueFormat.repr(attribute)
              + ": "
              + ValueFormat.repr(item));
    }
    return found;
  }

  /**
   * As {@link #require}, with {@code fallback} where the path leads nowhere (unless it is None).
   */
  static Object orDefault(Object item, Object attribute, Object fallback) {
    Object found = lookup(item, attribute);
    if (found != MISSING) {
      return found;
    }
    return fallback != null ? fallback : require(item, attribute);
  }

  private static List<Object> parts(Object attribute) {
    if (Numbers.isIntegral(attribute)) {
      return List.of(attribute);
    }
    List<Object> parts = new ArrayList<>();
    for (String part : ValueFormat.str(attribute).split("\\.", -1)) {
      parts.add(
          !part.isEmpty() && part.chars().allMatch(c -> c >= '0' && c <= '9')
              ? Numbers.parseInteger(part)
              : part);
    }
    return parts;
  }

  /** One step: a mapping's key or a list's index (negative from the end), or {@link #MISSING}. */
  static Object item(Object container, Object part) {
    if (container instanceof Map<?, ?> map) {
      return map.containsKey(part) ? map.get(part) : MISSING;
    } else if (container instanceof Tuple tuple && part instanceof String name) {
      return tuple.field(name);
    } else if (container instanceof List<?> list && Numbers.isIntegral(part)) {
      long i = Numbers.toLong(part) < 0 ? list.size() + Numbers.toLong(part) : Numbers.toLong(part);
      return i >= 0 && i < list.size() ? list.get((int) i) : MISSING;
    }
    return MISSING;
  }
}
