package dev.play.expr;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Filters on lists (and strings and maps where Jinja allows them). */
final class ListFilters {
  private ListFilters() {}

  static Object length(Object v, List<Object> args) {
    if (v instanceof String s) {
      return s.codePointCount(0, s.length());
    } else if (v instanceof Collection<?> c) {
      return c.size();
    } else if (v instanceof Map<?, ?> m) {
      return m.size();
    }
    throw expected("a string, list or mapping", v);
  }

  /** Lists as they are; strings as lists of characters; maps as their keys. */
  static List<Object> items(Object v) {
    if (v instanceof List<?> list) {
      return Collections.unmodifiableList(list);
    } else if (v instanceof Collection<?> c) {
      return List.copyOf(c);
    } else if (v instanceof Map<?, ?> m) {
      return Collections.unmodifiableList(new ArrayList<>(m.keySet()));
    } else if (v instanceof String s) {
      return s.codePoints().mapToObj(Character::toString).map(Object.class::cast).toList();
    }
    throw expected("a list, string or mapping", v);
  }

  static Object list(Object v, List<Object> args) {
    return frozen(new ArrayList<>(items(v)));
  }

  /** The first item; of an empty sequence, undefined (as Jinja's: {@code | default(x)} gives x). */
  static Object first(Object v, List<Object> args) {
    List<Object> items = items(v);
    if (items.isEmpty()) {
      throw new Filter.UndefinedResult("first", "No first item, sequence was empty.");
    }
    return items.get(0);
  }

  /** The last item; of an empty sequence, undefined (as Jinja's). */
  static Object last(Object v, List<Object> args) {
    List<Object> items = items(v);
    if (items.isEmpty()) {
      throw new Filter.UndefinedResult("last", "No last item, sequence was empty.");
    }
    return items.get(items.size() - 1);
  }

  /** {@code sort(reverse=False, case_sensitive=False, attribute=None)}. */
  static Object sort(Object v, List<Object> args) {
    boolean caseSensitive = Truthiness.isTrue(args.get(1));
    Object attribute = args.get(2);
    Comparator<Object> order =
        (a, b) ->
            compareForSort(key(a, attribute, caseSensitive), key(b, attribute, caseSensitive));
    List<Object> out = new ArrayList<>(items(v));
    out.sort(Truthiness.isTrue(args.get(0)) ? order.reversed() : order);
    return frozen(out);
  }

  /** An item's sort key: its {@code attribute}, lower-cased if a string and case does not count. */
  private static Object key(Object item, Object attribute, boolean caseSensitive) {
    Object k = attribute == null ? item : AttributePath.require(item, attribute);
    return !caseSensitive && k instanceof String s ? s.toLowerCase(Locale.ROOT) : k;
  }

  /** Python's sort order: numbers with numbers (booleans as 0 and 1), strings with strings. */
  static int compareForSort(Object a, Object b) {
    Object x = a instanceof Boolean flag ? (flag ? 1 : 0) : a;
    Object y = b instanceof Boolean flag ? (flag ? 1 : 0) : b;
    if (Operators.compare("<", x, y)) {
      return -1;
    }
    return Operators.compare(">", x, y) ? 1 : 0;
  }

  /**
   * {@code join(d='', attribute=None)}: items (or their attribute) printed with Python's {@code
   * str()}.
   */
  static Object join(Object v, List<Object> args) {
    String sep = ValueFormat.str(args.get(0));
    Object attribute = args.get(1);
    return String.join(
        sep,
        items(v).stream()
            .map(
                item ->
                    ValueFormat.str(
                        attribute == null ? item : AttributePath.require(item, attribute)))
            .toList());
  }

  /** {@code min(case_sensitive=False, attribute=None)}: the first smallest item. */
  static Object min(Object v, List<Object> args) {
    return extreme(v, -1, Truthiness.isTrue(args.get(0)), args.get(1));
  }

  static Object max(Object v, List<Object> args) {
    return extreme(v, 1, Truthiness.isTrue(args.get(0)), args.get(1));
  }

  private static Object extreme(Object v, int sign, boolean caseSensitive, Object attribute) {
    List<Object> items = items(v);
    if (items.isEmpty()) {
      throw new ExpressionException("it is empty");
    }
    Object best = items.get(0);
    for (Object item : items) {
      if (compareForSort(key(item, attribute, caseSensitive), key(best, attribute, caseSensitive))
              * sign
          > 0) {
        best = item;
      }
    }
    return best;
  }

  /** {@code sum(attribute=None, start=0)}. */
  static Object sum(Object v, List<Object> args) {
    Object total = args.get(1);
    for (Object item : items(v)) {
      total =
          Operators.arithmetic(
              "+", total, args.get(0) == null ? item : AttributePath.require(item, args.get(0)));
    }
    return total;
  }

  static Object reverse(Object v, List<Object> args) {
    if (v instanceof String s) {
      return new StringBuilder(s).reverse().toString();
    }
    List<Object> out = new ArrayList<>(items(v));
    Collections.reverse(out);
    return frozen(out);
  }

  /**
   * Ansible's {@code flatten(levels=None, skip_nulls=True)}: nested lists spliced in, to the given
   * depth; None, 'None' and 'null' items dropped unless asked otherwise.
   */
  static Object flatten(Object v, List<Object> args) {
    long levels =
        args.get(0) == null ? Long.MAX_VALUE : Numbers.integerArg(args.get(0), "flatten: levels");
    List<Object> out = new ArrayList<>();
    flattenInto(out, items(v), levels, Truthiness.isTrue(args.get(1)));
    return frozen(out);
  }

  private static void flattenInto(List<Object> out, List<?> items, long levels, boolean skipNulls) {
    for (Object item : items) {
      if (skipNulls && (item == null || "None".equals(item) || "null".equals(item))) {
        // dropped
      } else if (item instanceof List<?> inner && levels > 0) {
        flattenInto(out, inner, levels - 1, skipNulls);
      } else {
        out.add(item);
      }
    }
  }

  static List<Object> frozen(List<Object> list) {
    return Collections.unmodifiableList(list);
  }

  static ExpressionException expected(String what, Object got) {
    return new ExpressionException(
        "expected " + what + ", got " + Types.name(got) + " " + ValueFormat.repr(got));
  }
}
