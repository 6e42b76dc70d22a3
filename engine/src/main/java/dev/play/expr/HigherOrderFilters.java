package dev.play.expr;

import dev.play.error.Suggest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Jinja's filters that apply another filter or a test to each item: {@code map}, {@code select},
 * {@code reject}, {@code selectattr}, {@code rejectattr}. Their results are lists (Ansible turns
 * Jinja's generators into lists).
 */
final class HigherOrderFilters {
  private HigherOrderFilters() {}

  /**
   * {@code map(filter, *args, **kwargs)} applies a filter to each item; {@code map(attribute='a.b',
   * default=None)} takes an attribute of each.
   */
  static Object map(Object v, List<Object> args) {
    List<Object> items = ListFilters.items(v);
    Map<?, ?> kwargs = (Map<?, ?>) args.get(2);
    if (args.get(0) == null && kwargs.containsKey("attribute")) {
      return attributes(items, kwargs);
    } else if (args.get(0) == null) {
      throw new ExpressionException("map needs a filter name or attribute=");
    }
    Filter filter = filterNamed(args.get(0));
    List<Object> out = new ArrayList<>(items.size());
    items.forEach(item -> out.add(filter.call(item, list(args.get(1)), named(kwargs))));
    return ListFilters.frozen(out);
  }

  /**
   * {@code map(attribute=..., default=None)}: each item's attribute, or the default where it has
   * none.
   */
  private static Object attributes(List<Object> items, Map<?, ?> kwargs) {
    kwargs.keySet().stream()
        .filter(k -> !Set.of("attribute", "default").contains(k))
        .findFirst()
        .ifPresent(
            k -> {
              throw new ExpressionException("unexpected keyword argument " + ValueFormat.repr(k));
            });
    List<Object> out = new ArrayList<>(items.size());
    items.forEach(
        item ->
            out.add(AttributePath.orDefault(item, kwargs.get("attribute"), kwargs.get("default"))));
    return ListFilters.frozen(out);
  }

  /**
   * {@code select(test, *args, **kwargs)}: the items that pass the test (truthy ones without one).
   */
  static Object select(Object v, List<Object> args) {
    return filtered(v, null, args.get(0), args.subList(1, 3), true);
  }

  static Object reject(Object v, List<Object> args) {
    return filtered(v, null, args.get(0), args.subList(1, 3), false);
  }

  /**
   * {@code selectattr(attribute, test, *args, **kwargs)}: the items whose attribute passes the
   * test.
   */
  static Object selectattr(Object v, List<Object> args) {
    return filtered(v, args.get(0), args.get(1), args.subList(2, 4), true);
  }

  static Object rejectattr(Object v, List<Object> args) {
    return filtered(v, args.get(0), args.get(1), args.subList(2, 4), false);
  }

  @SuppressWarnings("ReferenceEquality") // MISSING is a sentinel object, compared by identity
  private static Object filtered(
      Object v, Object attribute, Object testName, List<Object> testArgs, boolean keep) {
    TestDef test = testName == null ? null : testNamed(testName);
    List<Object> out = new ArrayList<>();
    for (Object item : ListFilters.items(v)) {
      Object value = attribute == null ? item : AttributePath.lookup(item, attribute);
      if (value == AttributePath.MISSING && (test == null || !Tests.isDefinedTest(test))) {
        AttributePath.require(item, attribute);
      }
      if (passes(value, test, testArgs) == keep) {
        out.add(item);
      }
    }
    return ListFilters.frozen(out);
  }

  @SuppressWarnings("ReferenceEquality") // MISSING is a sentinel object, compared by identity
  private static boolean passes(Object value, TestDef test, List<Object> testArgs) {
    if (value == AttributePath.MISSING) {
      return test.name().endsWith("undefined");
    }
    return test == null
        ? Truthiness.isTrue(value)
        : test.call(value, list(testArgs.get(0)), named((Map<?, ?>) testArgs.get(1)));
  }

  private static Filter filterNamed(Object name) {
    String n = ValueFormat.str(name);
    return Filters.named(n)
        .orElseThrow(
            () ->
                new ExpressionException(
                    "unknown filter '" + n + "'" + Suggest.didYouMean(n, Filters.names())));
  }

  private static TestDef testNamed(Object name) {
    String n = ValueFormat.str(name);
    return Tests.named(n)
        .orElseThrow(
            () ->
                new ExpressionException(
                    "unknown test '" + n + "'" + Suggest.didYouMean(n, Tests.names())));
  }

  @SuppressWarnings("unchecked")
  private static List<Object> list(Object v) {
    return (List<Object>) v;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> named(Map<?, ?> kwargs) {
    return (Map<String, Object>) kwargs;
  }
}
