package dev.play.expr;

import java.util.List;

/** A test ({@code value is name(args)}) with its number of arguments. */
record TestDef(String name, int arity, Predicate predicate) {
  /** The test's work; {@code args} has exactly {@code arity} entries. */
  @FunctionalInterface
  interface Predicate {
    boolean test(Object value, List<Object> args);
  }
}
