package dev.play.expr;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Filters that regroup items: Jinja's {@code batch}, {@code slice}, {@code items}, {@code
 * dictsort}, and Ansible's {@code subelements} and {@code extract}.
 */
final class GroupingFilters {
  private GroupingFilters() {}

  /**
   * {@code batch(linecount, fill_with=None)}: lists of {@code linecount} items, the last filled up
   * if asked.
   */
  static Object batch(Object v, List<Object> args) {
    int size = Numbers.integerArg(args.get(0), "batch: linecount", 1, Integer.MAX_VALUE);
    List<Object> items = ListFilters.items(v);
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < items.size(); i += size) {
      List<Object> part = new ArrayList<>(items.subList(i, Math.min(items.size(), i + size)));
      while (args.get(1) != null && part.size() < size) {
        part.add(args.get(1));
      }
      out.add(ListFilters.frozen(part));
    }
    return ListFilters.frozen(out);
  }

  /**
   * {@code slice(slices, fill_with=None)}: the items cut into that many lists, the longer ones
   * first.
   */
  static Object slice(Object v, List<Object> args) {
    int slices = Numbers.integerArg(args.get(0), "slice: slices", 1, Integer.MAX_VALUE);
    List<Object> items = ListFilters.items(v);
    int per = items.size() / slices;
    int extra = items.size() % slices;
    List<Object> out = new ArrayList<>();
    for (int n = 0, start = 0; n < slices; n++) {
      int end = start + per + (n < extra ? 1 : 0);
      List<Object> part = new ArrayList<>(items.subList(start, end));
      if (args.get(1) != null && n >= extra) {
        part.add(args.get(1));
      }
      out.add(ListFilters.frozen(part));
      start = end;
    }
    return ListFilters.frozen(out);
  }

  /** {@code items}: the (key, value) tuples of a mapping. */
  static Object items(Object v, List<Object> args) {
    return ListFilters.frozen(pairs(v));
  }

  /**
   * {@code dictsort(case_sensitive=False, by='key', reverse=False)}: (key, value) tuples in order.
   */
  static Object dictsort(Object v, List<Object> args) {
    boolean caseSensitive = Truthiness.isTrue(args.get(0));
    int by =
        switch (ValueFormat.str(args.get(1))) {
          case "key" -> 0;
          case "value" -> 1;
          default -> throw new ExpressionException("you can only sort by either 'key' or 'value'");
        };
    List<Object> out = pairs(v);
    out.sort(
        (a, b) ->
            ListFilters.compareForSort(
                sortKey(a, by, caseSensitive), sortKey(b, by, caseSensitive)));
    if (Truthiness.isTrue(args.get(2))) {
      Collections.reverse(out);
    }
    return ListFilters.frozen(out);
  }

  private static Object sortKey(Object pair, int by, boolean caseSensitive) {
    Object k = ((List<?>) pair).get(by);
    return !caseSensitive && k instanceof String s ? s.toLowerCase(Locale.ROOT) : k;
  }

  /**
   * {@code groupby(attribute, default=None, case_sensitive=False)}: (grouper, list) tuples, by the
   * attribute's value in sorted order; {@code .grouper} and {@code .list} name their parts.
   */
  static Object groupby(Object v, List<Object> args) {
    boolean caseSensitive = Truthiness.isTrue(args.get(2));
    Function<Object, Object> value =
        item -> AttributePath.orDefault(item, args.get(0), args.get(1));
    Function<Object, Object> key =
        item ->
            value.apply(item) instanceof String s && !caseSensitive
                ? s.toLowerCase(Locale.ROOT)
                : value.apply(item);
    List<Object> sorted = new ArrayList<>(ListFilters.items(v));
    sorted.sort((a, b) -> ListFilters.compareForSort(key.apply(a), key.apply(b)));
    List<Object> out = new ArrayList<>();
    for (int start = 0, end; start < sorted.size(); start = end) {
      Object k = key.apply(sorted.get(start));
      end = start + 1;
      while (end < sorted.size() && Equality.equal(key.apply(sorted.get(end)), k)) {
        end++;
      }
      List<Object> group = ListFilters.frozen(new ArrayList<>(sorted.subList(start, end)));
      out.add(
          new Tuple(List.of(value.apply(sorted.get(start)), group), List.of("grouper", "list")));
    }
    return ListFilters.frozen(out);
  }

  private static List<Object> pairs(Object v) {
    if (!(v instanceof Map<?, ?> map)) {
      throw ListFilters.expected("a mapping", v);
    }
    List<Object> out = new ArrayList<>();
    map.forEach((k, val) -> out.add(Tuple.of(k, val)));
    return out;
  }

  /**
   * {@code subelements(path, skip_missing=False)}: (item, element) tuples for each element of each
   * item's list at the dotted {@code path} (a list of keys also does).
   */
  static Object subelements(Object v, List<Object> args) {
    List<?> items =
        v instanceof Map<?, ?> m ? new ArrayList<>(m.values()) : v instanceof List<?> l ? l : null;
    if (items == null) {
      throw ListFilters.expected("a list of mappings or a mapping", v);
    }
    List<?> keys =
        args.get(0) instanceof List<?> l
            ? l
            : List.of(ValueFormat.str(args.get(0)).split("\\.", -1));
    List<Object> out = new ArrayList<>();
    for (Object item : items) {
      for (Object element : subelementList(item, keys, Truthiness.isTrue(args.get(1)))) {
        out.add(Tuple.of(item, element));
      }
    }
    return ListFilters.frozen(out);
  }

  private static List<?> subelementList(Object item, List<?> keys, boolean skipMissing) {
    Object at = item;
    for (Object key : keys) {
      if (!(at instanceof Map<?, ?> map)) {
        throw new ExpressionException(
            "the key "
                + ValueFormat.repr(key)
                + " should point to a mapping, got "
                + ValueFormat.repr(at));
      } else if (!map.containsKey(key) && skipMissing) {
        return List.of();
      } else if (!map.containsKey(key)) {
        throw new ExpressionException(
            "could not find "
                + ValueFormat.repr(key)
                + " key in iterated item "
                + ValueFormat.repr(at));
      }
      at = map.get(key);
    }
    if (!(at instanceof List<?> list)) {
      throw new ExpressionException(
          "the key "
              + ValueFormat.repr(keys.get(keys.size() - 1))
              + " should point to a list, got "
              + ValueFormat.repr(at));
    }
    return list;
  }

  /** {@code extract(container, morekeys=None)}: {@code container[value]}, then each of morekeys. */
  @SuppressWarnings("ReferenceEquality") // MISSING is a sentinel object, compared by identity
  static Object extract(Object v, List<Object> args) {
    List<Object> keys = new ArrayList<>();
    keys.add(v);
    if (args.get(1) instanceof List<?> more) {
      keys.addAll(more);
    } else if (args.get(1) != null) {
      keys.add(args.get(1));
    }
    Object at = args.get(0);
    for (Object key : keys) {
      Object next = AttributePath.item(at, key);
      if (next == AttributePath.MISSING) {
        throw new ExpressionException(
            ValueFormat.repr(at) + " has no key " + ValueFormat.repr(key));
      }
      at = next;
    }
    return at;
  }
}
