package dev.play.expr;

import dev.play.vars.UndefinedVariableException;
import java.util.List;
import java.util.Map;

/**
 * Looks up attributes and elements. Every miss (absent key, index out of range, lookup on a scalar
 * or None) is an {@link UndefinedVariableException} naming the full path, as a miss is Undefined in
 * Jinja: {@code is defined} and {@code default} handle it.
 */
final class Access {
  private Access() {}

  @SuppressWarnings("ReferenceEquality") // MISSING is a sentinel object, compared by identity
  static Object attribute(Object container, String name, Node target) {
    if (container instanceof Map<?, ?> map) {
      if (map.containsKey(name)) {
        return map.get(name);
      }
      throw miss(target, "." + name, "has no attribute '" + name + "'");
    }
    if (container instanceof List<?> && name.chars().allMatch(Character::isDigit)) {
      return index(container, Integer.parseInt(name), target);
    }
    if (container instanceof Tuple tuple && tuple.field(name) != AttributePath.MISSING) {
      return tuple.field(name);
    }
    throw miss(
        target, "." + name, "(" + Types.name(container) + ") has no attribute '" + name + "'");
  }

  static Object index(Object container, Object key, Node target) {
    String path = "[" + ValueFormat.repr(key) + "]";
    if (container instanceof Map<?, ?> map) {
      if (map.containsKey(key)) {
        return map.get(key);
      }
      Object equal = equalKey(map, key);
      if (equal != null) {
        return map.get(equal);
      }
      throw miss(target, path, "has no key " + ValueFormat.repr(key));
    }
    if (key instanceof Number n && Numbers.isIntegral(n)) {
      if (container instanceof List<?> list) {
        return element(list, n.longValue(), target, path);
      }
      if (container instanceof String s) {
        return String.valueOf(s.charAt((int) position(s.length(), n.longValue(), target, path)));
      }
    }
    throw miss(
        target, path, "(" + Types.name(container) + ") has no element " + ValueFormat.repr(key));
  }

  /**
   * The key of {@code map} that Python finds for the number or bool {@code key} although Java's
   * equals differs ({@code d[17.0]} for an int key {@code 17:} of YAML; {@code d[1]} for a key
   * {@code true:}, a bool being an int in Python), or null.
   */
  static Object equalKey(Map<?, ?> map, Object key) {
    Object number = asNumber(key);
    if (number == null) {
      return null;
    }
    for (Object k : map.keySet()) {
      Object n = asNumber(k);
      if (n != null && Equality.equal(n, number)) {
        return k;
      }
    }
    return null;
  }

  private static Object asNumber(Object v) {
    return v instanceof Boolean b ? (Object) (b ? 1 : 0) : Numbers.isNumber(v) ? v : null;
  }

  private static Object element(List<?> list, long i, Node target, String path) {
    return list.get((int) position(list.size(), i, target, path));
  }

  private static long position(int size, long i, Node target, String path) {
    long at = i < 0 ? size + i : i;
    if (at < 0 || at >= size) {
      throw miss(target, path, "has no element " + i + " (length " + size + ")");
    }
    return at;
  }

  private static UndefinedVariableException miss(Node target, String accessor, String what) {
    String path = target.describe() + accessor;
    return new UndefinedVariableException(path, "'" + target.describe() + "' " + what);
  }
}
