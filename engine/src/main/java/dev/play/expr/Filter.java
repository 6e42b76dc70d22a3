package dev.play.expr;

import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/** A filter ({@code value | name(args)}): its parameters with defaults, and its function. */
record Filter(String name, List<Param> params, Fn fn, boolean acceptsUndefined) {
  /** One parameter; optional ones have a fallback value. */
  record Param(String name, boolean required, Object fallback) {
    static Param required(String name) {
      return new Param(name, true, null);
    }

    static Param optional(String name, Object fallback) {
      return new Param(name, false, fallback);
    }
  }

  /** The filter's work; {@code args} has one entry per parameter, defaults filled in. */
  @FunctionalInterface
  interface Fn {
    Object apply(Object value, List<Object> args);
  }

  /** Passed as the value to filters that accept an undefined one ({@code default}). */
  record Undefined(UndefinedVariableException cause) {}

  Filter {
    params = List.copyOf(params);
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
    if (positional.size() > params.size()) {
      throw new IllegalArgumentException("filter '" + name + "' takes at most " + params.size()
          + " argument" + (params.size() == 1 ? "" : "s") + ", got " + positional.size());
    }
    List<Node> out = new ArrayList<>(positional);
    while (out.size() < params.size()) {
      out.add(null);
    }
    named.forEach((key, node) -> out.set(indexOf(key), node));
    for (int i = 0; i < params.size(); i++) {
      if (params.get(i).required() && out.get(i) == null) {
        throw new IllegalArgumentException(
            "filter '" + name + "' needs argument '" + params.get(i).name() + "'");
      }
    }
    return out;
  }

  private int indexOf(String key) {
    for (int i = 0; i < params.size(); i++) {
      if (params.get(i).name().equals(key)) {
        return i;
      }
    }
    throw new IllegalArgumentException("filter '" + name + "' has no argument '" + key + "'");
  }
}
