package dev.play.expr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code combine}, {@code dict2items} and {@code items2dict}, as Ansible's. */
final class DictFilters {
  private static final List<String> LIST_MERGES =
      List.of("replace", "keep", "append", "prepend", "append_rp", "prepend_rp");

  private DictFilters() {}

  /**
   * {@code combine(*dicts, recursive=False, list_merge='replace')}: the mappings merged left to
   * right (lists of mappings are spliced in, None skipped); later keys win.
   */
  static Object combine(Object v, List<Object> args) {
    List<Object> terms = new ArrayList<>(List.of(v == null ? List.of() : v));
    terms.addAll((List<?>) args.get(0));
    List<Object> dicts = new ArrayList<>();
    for (Object term : terms) {
      if (term instanceof List<?> list) {
        list.stream().filter(x -> x != null).forEach(dicts::add);
      } else {
        dicts.add(term);
      }
    }
    boolean recursive = Truthiness.isTrue(args.get(1));
    String listMerge = ValueFormat.str(args.get(2));
    if (dicts.isEmpty()) {
      return Map.of();
    }
    Object result = dicts.get(dicts.size() - 1);
    for (int i = dicts.size() - 2; i >= 0; i--) {
      result = merge(dicts.get(i), result, recursive, listMerge);
    }
    return result;
  }

  /** Ansible's {@code merge_hash(x, y)}: y's keys over x's, into a new map. */
  private static Map<Object, Object> merge(
      Object x, Object y, boolean recursive, String listMerge) {
    if (!LIST_MERGES.contains(listMerge)) {
      throw new ExpressionException(
          "list_merge must be one of "
              + String.join(", ", LIST_MERGES)
              + ", got "
              + ValueFormat.repr(listMerge));
    }
    Map<?, ?> low = mapping(x, y);
    Map<?, ?> high = mapping(y, x);
    Map<Object, Object> out =
        new LinkedHashMap<>(low.isEmpty() || Equality.equal(low, high) ? Map.of() : low);
    high.forEach(
        (key, value) ->
            out.put(
                key,
                out.containsKey(key)
                    ? mergedValue(out.get(key), value, recursive, listMerge)
                    : value));
    return Collections.unmodifiableMap(out);
  }

  private static Map<?, ?> mapping(Object v, Object other) {
    if (!(v instanceof Map<?, ?> map)) {
      throw new ExpressionException(
          "expected mappings to combine, got "
              + Types.name(v)
              + " "
              + ValueFormat.repr(v)
              + " with "
              + Types.name(other)
              + " "
              + ValueFormat.repr(other));
    }
    return map;
  }

  private static Object mergedValue(Object old, Object value, boolean recursive, String listMerge) {
    if (old instanceof Map<?, ?> && value instanceof Map<?, ?>) {
      return recursive ? merge(old, value, true, listMerge) : value;
    } else if (old instanceof List<?> before && value instanceof List<?> after) {
      return mergedList(before, after, listMerge);
    }
    return value;
  }

  private static Object mergedList(List<?> before, List<?> after, String listMerge) {
    List<Object> kept =
        before.stream()
            .filter(z -> after.stream().noneMatch(a -> Equality.equal(a, z)))
            .map(z -> (Object) z)
            .toList();
    List<Object> out = new ArrayList<>();
    switch (listMerge) {
      case "keep" -> out.addAll(before);
      case "append" -> {
        out.addAll(before);
        out.addAll(after);
      }
      case "prepend" -> {
        out.addAll(after);
        out.addAll(before);
      }
      case "append_rp" -> {
        out.addAll(kept);
        out.addAll(after);
      }
      case "prepend_rp" -> {
        out.addAll(after);
        out.addAll(kept);
      }
      default -> out.addAll(after);
    }
    return ListFilters.frozen(out);
  }

  /**
   * {@code dict2items(key_name='key', value_name='value')}: a list of {@code {'key': k, 'value':
   * v}}.
   */
  static Object dict2items(Object v, List<Object> args) {
    if (!(v instanceof Map<?, ?> map)) {
      throw ListFilters.expected("a mapping", v);
    }
    List<Object> out = new ArrayList<>();
    map.forEach(
        (k, val) -> {
          Map<Object, Object> entry = new LinkedHashMap<>();
          entry.put(args.get(0), k);
          entry.put(args.get(1), val);
          out.add(Collections.unmodifiableMap(entry));
        });
    return ListFilters.frozen(out);
  }

  /** {@code items2dict(key_name='key', value_name='value')}: the reverse of {@code dict2items}. */
  static Object items2dict(Object v, List<Object> args) {
    if (!(v instanceof List<?> list)) {
      throw ListFilters.expected("a list of mappings", v);
    }
    Map<Object, Object> out = new LinkedHashMap<>();
    for (Object item : list) {
      if (!(item instanceof Map<?, ?> m)
          || !m.containsKey(args.get(0))
          || !m.containsKey(args.get(1))) {
        throw new ExpressionException(
            "each item needs the keys "
                + ValueFormat.repr(args.get(0))
                + " and "
                + ValueFormat.repr(args.get(1))
                + ", got "
                + ValueFormat.repr(item));
      }
      out.put(m.get(args.get(0)), m.get(args.get(1)));
    }
    return Collections.unmodifiableMap(out);
  }
}
