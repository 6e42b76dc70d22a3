package dev.play.expr;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * {@code random} and {@code shuffle}: with a seed, the same pick as Ansible's (Python's Mersenne
 * Twister, {@link PyRandom}); without one, any.
 */
final class RandomFilters {
  private static final SecureRandom SYSTEM = new SecureRandom();

  private RandomFilters() {}

  /**
   * {@code random(start=None, step=None, seed=None)}: on an integer {@code end}, one of {@code
   * range(start, end, step)}; on a list or string, one of its items.
   */
  static Object random(Object v, List<Object> args) {
    Object start = args.get(0);
    Object step = args.get(1);
    if (Numbers.isIntegral(v)) {
      long from = Truthiness.isTrue(start) ? Numbers.integerArg(start, "random: start") : 0;
      long by = Truthiness.isTrue(step) ? Numbers.integerArg(step, "random: step") : 1;
      return Numbers.integer(
          from + by * below(args.get(2), rangeSize(from, Numbers.toLong(v), by)));
    } else if (Truthiness.isTrue(start) || Truthiness.isTrue(step)) {
      throw new ExpressionException("start and step can only be used with integer values");
    } else if (v instanceof Map<?, ?>) {
      throw ListFilters.expected("an integer, list or string", v);
    }
    List<Object> items = ListFilters.items(v);
    if (items.isEmpty()) {
      throw new ExpressionException("cannot choose from an empty sequence");
    }
    return items.get((int) below(args.get(2), items.size()));
  }

  /** How many values {@code range(from, to, by)} has, as Python's {@code randrange} counts them. */
  private static long rangeSize(long from, long to, long by) {
    long width = to - from;
    long n =
        by > 0 ? Math.floorDiv(width + by - 1, by) : by < 0 ? Math.floorDiv(width + by + 1, by) : 0;
    if (by == 0 || n <= 0) {
      throw new ExpressionException(
          "empty range for random: start " + from + ", end " + to + ", step " + by);
    }
    return n;
  }

  private static long below(Object seed, long n) {
    return seed == null ? SYSTEM.nextLong(n) : new PyRandom(seed).below(n);
  }

  /** {@code shuffle(seed=None)}: the items in a random order (Python's, with a seed). */
  static Object shuffle(Object v, List<Object> args) {
    List<Object> items = new ArrayList<>(ListFilters.items(v));
    if (!Truthiness.isTrue(args.get(0))) {
      Collections.shuffle(items, SYSTEM);
      return ListFilters.frozen(items);
    }
    PyRandom r = new PyRandom(args.get(0));
    for (int i = items.size() - 1; i > 0; i--) {
      Collections.swap(items, i, (int) r.below(i + 1));
    }
    return ListFilters.frozen(items);
  }
}
