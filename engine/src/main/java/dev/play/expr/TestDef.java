package dev.play.expr;

import dev.play.expr.Filter.Param;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** A test ({@code value is name(args)}): its parameters with defaults, and its predicate. */
record TestDef(String name, List<Param> params, Predicate predicate) {
  /** The test's work; {@code args} has one entry per parameter, defaults filled in. */
  @FunctionalInterface
  interface Predicate {
    boolean test(Object value, List<Object> args);
  }

  TestDef {
    params = List.copyOf(params);
  }

  static TestDef of(String name, Predicate predicate, Param... params) {
    return new TestDef(name, Arrays.asList(params), predicate);
  }

  /**
   * Orders call arguments by parameter; entries are null where the default applies.
   *
   * @throws IllegalArgumentException with a user-facing message on a bad call
   */
  List<Node> bind(List<Node> positional, Map<String, Node> named) {
    return Arguments.bind("test '" + name + "'", params, positional, named);
  }

  /** Applies the test to values, as {@code select('name', args)} does. */
  boolean call(Object value, List<Object> positional, Map<String, Object> named) {
    List<Node> bound = Arguments.bindValues("test '" + name + "'", params, positional, named);
    try {
      return predicate.test(value, Arguments.evaluate(params, bound, null));
    } catch (ExpressionException e) {
      throw new ExpressionException("test '" + name + "': " + e.getMessage());
    }
  }
}
