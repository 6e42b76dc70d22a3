package dev.play.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * Ansible's set theory on lists ({@code unique}, {@code union}, {@code intersect}, {@code
 * difference}, {@code symmetric_difference}: first occurrences, in order) and the combinatorial
 * {@code zip}, {@code zip_longest} and {@code product} (lists of tuples).
 */
final class SetFilters {
  /** The most tuples {@code product} makes: more is a mistake, not a template. */
  static final int MAX_PRODUCT = 1_000_000;

  private SetFilters() {}

  /**
   * {@code unique(case_sensitive=False, attribute=None)}: Jinja's, used by Ansible; strings that
   * differ only in case are duplicates unless asked otherwise.
   */
  static Object unique(Object v, List<Object> args) {
    boolean caseSensitive = Truthiness.isTrue(args.get(0));
    Object attribute = args.get(1);
    return distinct(
        ListFilters.items(v),
        item -> {
          Object key = attribute == null ? item : AttributePath.require(item, attribute);
          return !caseSensitive && key instanceof String s ? s.toLowerCase(Locale.ROOT) : key;
        });
  }

  static Object union(Object v, List<Object> args) {
    List<Object> all = new ArrayList<>(ListFilters.items(v));
    all.addAll(ListFilters.items(args.get(0)));
    return distinct(all, Function.identity());
  }

  static Object intersect(Object v, List<Object> args) {
    List<Object> other = ListFilters.items(args.get(0));
    return distinct(
        ListFilters.items(v).stream().filter(x -> contains(other, x)).toList(),
        Function.identity());
  }

  static Object difference(Object v, List<Object> args) {
    List<Object> other = ListFilters.items(args.get(0));
    return distinct(
        ListFilters.items(v).stream().filter(x -> !contains(other, x)).toList(),
        Function.identity());
  }

  static Object symmetricDifference(Object v, List<Object> args) {
    List<?> both = (List<?>) intersect(v, args);
    return ((List<?>) union(v, args)).stream().filter(x -> !contains(both, x)).toList();
  }

  private static List<Object> distinct(List<?> items, Function<Object, Object> key) {
    List<Object> keys = new ArrayList<>();
    List<Object> out = new ArrayList<>();
    for (Object item : items) {
      Object k = key.apply(item);
      if (!contains(keys, k)) {
        keys.add(k);
        out.add(item);
      }
    }
    return ListFilters.frozen(out);
  }

  private static boolean contains(List<?> items, Object x) {
    return items.stream().anyMatch(e -> Equality.equal(e, x));
  }

  /** {@code zip(*others)}: tuples of the items at each position, as long as the shortest. */
  static Object zip(Object v, List<Object> args) {
    return zipped(v, args.get(0), false, null);
  }

  /** {@code zip_longest(*others, fillvalue=None)}: as long as the longest, gaps filled. */
  static Object zipLongest(Object v, List<Object> args) {
    return zipped(v, args.get(0), true, args.get(1));
  }

  private static Object zipped(Object v, Object others, boolean longest, Object fill) {
    List<List<Object>> lists = new ArrayList<>(List.of(ListFilters.items(v)));
    ((List<?>) others).forEach(o -> lists.add(ListFilters.items(o)));
    int size =
        lists.stream().mapToInt(List::size).reduce(longest ? Math::max : Math::min).orElse(0);
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      int at = i;
      out.add(new Tuple(lists.stream().map(l -> at < l.size() ? l.get(at) : fill).toList()));
    }
    return ListFilters.frozen(out);
  }

  /**
   * {@code product(*others, repeat=1)}: itertools' Cartesian product, as tuples (at most {@link
   * #MAX_PRODUCT} of them).
   */
  static Object product(Object v, List<Object> args) {
    List<List<Object>> pools = new ArrayList<>();
    int repeat = Numbers.integerArg(args.get(1), "product: repeat", 0, 1000);
    double size = 1;
    for (int r = 0; r < repeat && size <= MAX_PRODUCT; r++) {
      pools.add(ListFilters.items(v));
      ((List<?>) args.get(0)).forEach(o -> pools.add(ListFilters.items(o)));
      size = pools.stream().mapToDouble(List::size).reduce(1, (a, b) -> a * b);
    }
    if (size > MAX_PRODUCT) {
      throw new ExpressionException("the product would have more than " + MAX_PRODUCT + " tuples");
    }
    List<List<Object>> result = new ArrayList<>(List.of(List.of()));
    for (List<Object> pool : pools) {
      List<List<Object>> next = new ArrayList<>();
      for (List<Object> prefix : result) {
        for (Object item : pool) {
          List<Object> grown = new ArrayList<>(prefix);
          grown.add(item);
          next.add(grown);
        }
      }
      result = next;
    }
    return ListFilters.frozen(result.stream().map(t -> (Object) new Tuple(t)).toList());
  }
}
