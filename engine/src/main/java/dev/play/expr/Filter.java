package dev.play.expr;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** A filter ({@code value | name(args)}): its parameters with defaults, and its function. */
record Filter(String name, List<Param> params, Fn fn, boolean acceptsUndefined) {
  /**
   * One parameter, as Python declares them: required, optional with a fallback value, {@code *args}
   * (the extra positional arguments, as a list) or {@code **kwargs} (the unknown named ones, as a
   * map). Parameters after a {@code *args} one can only be named.
   */
  record Param(String name, Kind kind, Object fallback) {
    enum Kind {
      REQUIRED,
      OPTIONAL,
      REST,
      KEYWORDS
    }

    static Param required(String name) {
      return new Param(name, Kind.REQUIRED, null);
    }

    static Param optional(String name, Object fallback) {
      return new Param(name, Kind.OPTIONAL, fallback);
    }

    static Param rest(String name) {
      return new Param(name, Kind.REST, List.of());
    }

    static Param keywords(String name) {
      return new Param(name, Kind.KEYWORDS, Map.of());
    }

    boolean required() {
      return kind == Kind.REQUIRED;
    }
  }

  /** The filter's work; {@code args} has one entry per parameter, defaults filled in. */
  @FunctionalInterface
  interface Fn {
    Object apply(Object value, List<Object> args);
  }

  /**
   * A filter's result that is Jinja's Undefined ({@code [] | first}): an undefined value, which
   * fails only when used and which {@code default} replaces. {@link FilterCall} names it by the
   * expression that gave it.
   */
  static final class UndefinedResult extends dev.play.vars.UndefinedVariableException {
    UndefinedResult(String filter, String message) {
      super(filter, message);
    }
  }

  Filter {
    params = List.copyOf(params);
  }

  /**
   * A plugin's filter ({@link FilterPlugins}): any arguments, given to {@code callee} after the
   * value, keyword arguments as written.
   */
  @SuppressWarnings("unchecked")
  static Filter plugin(String name, Callee callee) {
    return of(
        name,
        (value, args) -> {
          List<Object> all = new java.util.ArrayList<>();
          all.add(value);
          all.addAll((List<Object>) args.get(0));
          return callee.call(all, (java.util.Map<String, Object>) args.get(1));
        },
        Param.rest("args"),
        Param.keywords("kwargs"));
  }

  static Filter of(String name, Fn fn, Param... params) {
    return new Filter(name, Arrays.asList(params), fn, false);
  }

  Filter acceptingUndefined() {
    return new Filter(name, params, fn, true);
  }

  /**
   * Orders call arguments by parameter; entries are null where the default applies.
   *
   * @throws IllegalArgumentException with a user-facing message on a bad call
   */
  List<Node> bind(List<Node> positional, Map<String, Node> named) {
    return Arguments.bind("filter '" + name + "'", params, positional, named);
  }

  /** Applies the filter to values, as {@code map('name', args)} does. */
  Object call(Object value, List<Object> positional, Map<String, Object> named) {
    List<Node> bound = Arguments.bindValues("filter '" + name + "'", params, positional, named);
    try {
      return fn.apply(value, Arguments.evaluate(params, bound, null));
    } catch (ExpressionException e) {
      throw new ExpressionException("filter '" + name + "': " + e.getMessage());
    }
  }
}
