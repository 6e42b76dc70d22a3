package dev.play.expr;

import dev.play.expr.Filter.Param;
import dev.play.expr.Filter.Param.Kind;
import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Binds the arguments of a filter or test call to its parameters as Python does: positional ones in
 * order, extra ones to a {@code *args} parameter; named ones by name, unknown ones to a {@code
 * **kwargs} parameter.
 */
final class Arguments {
  private Arguments() {}

  /**
   * One entry per parameter, null where the default applies.
   *
   * @param what the callee in messages, e.g. {@code filter 'int'}
   * @throws IllegalArgumentException with a user-facing message on a bad call
   */
  static List<Node> bind(
      String what, List<Param> params, List<Node> positional, Map<String, Node> named) {
    int fixed = positionalSlots(params);
    int rest = indexOf(params, Kind.REST);
    if (positional.size() > fixed && rest < 0) {
      throw new IllegalArgumentException(
          what
              + " takes "
              + (fixed == 0
                  ? "no arguments"
                  : "at most " + fixed + " argument" + (fixed == 1 ? "" : "s"))
              + ", got "
              + positional.size());
    }
    List<Node> out = new ArrayList<>(Collections.nCopies(params.size(), (Node) null));
    for (int i = 0; i < Math.min(fixed, positional.size()); i++) {
      out.set(i, positional.get(i));
    }
    if (rest >= 0) {
      out.set(
          rest,
          new ListLiteral(
              positional.subList(Math.min(fixed, positional.size()), positional.size())));
    }
    bindNamed(what, params, named, out);
    for (int i = 0; i < params.size(); i++) {
      if (params.get(i).required() && out.get(i) == null) {
        throw new IllegalArgumentException(what + " needs argument '" + params.get(i).name() + "'");
      }
    }
    return out;
  }

  /**
   * As {@link #bind} for values already computed (a filter called by {@code map}, a test by {@code
   * select}).
   */
  static List<Node> bindValues(
      String what, List<Param> params, List<Object> positional, Map<String, Object> named) {
    Map<String, Node> namedNodes = new LinkedHashMap<>();
    named.forEach((k, v) -> namedNodes.put(k, new Literal(v)));
    try {
      return bind(
          what, params, positional.stream().map(v -> (Node) new Literal(v)).toList(), namedNodes);
    } catch (IllegalArgumentException e) {
      throw new ExpressionException(e.getMessage());
    }
  }

  /** The bound arguments' values, each parameter's fallback where none was given. */
  static List<Object> evaluate(List<Param> params, List<Node> bound, Scope scope) {
    return evaluate(params, bound, scope, false);
  }

  /**
   * {@code undefinedAsValue}: an undefined argument is given as a {@link Undefined}, not an error.
   */
  static List<Object> evaluate(
      List<Param> params, List<Node> bound, Scope scope, boolean undefinedAsValue) {
    List<Object> values = new ArrayList<>(bound.size());
    for (int i = 0; i < bound.size(); i++) {
      Node arg = bound.get(i);
      try {
        values.add(arg == null ? params.get(i).fallback() : arg.eval(scope));
      } catch (dev.play.vars.UndefinedVariableException e) {
        if (!undefinedAsValue) {
          throw e;
        }
        values.add(new Undefined(e));
      }
    }
    return values;
  }

  private static void bindNamed(
      String what, List<Param> params, Map<String, Node> named, List<Node> out) {
    int keywords = indexOf(params, Kind.KEYWORDS);
    List<Node> keys = new ArrayList<>();
    List<Node> values = new ArrayList<>();
    named.forEach(
        (key, node) -> {
          int i = namedIndex(params, key);
          if (i >= 0) {
            out.set(i, node);
          } else if (keywords >= 0) {
            keys.add(new Literal(key));
            values.add(node);
          } else {
            throw new IllegalArgumentException(what + " has no argument '" + key + "'");
          }
        });
    if (keywords >= 0) {
      out.set(keywords, new DictLiteral(keys, values));
    }
  }

  /**
   * How many parameters take positional arguments: those before any {@code *args} or {@code
   * **kwargs}.
   */
  private static int positionalSlots(List<Param> params) {
    int n = 0;
    while (n < params.size()
        && (params.get(n).kind() == Kind.REQUIRED || params.get(n).kind() == Kind.OPTIONAL)) {
      n++;
    }
    return n;
  }

  private static int namedIndex(List<Param> params, String key) {
    for (int i = 0; i < params.size(); i++) {
      Kind kind = params.get(i).kind();
      if (params.get(i).name().equals(key) && kind != Kind.REST && kind != Kind.KEYWORDS) {
        return i;
      }
    }
    return -1;
  }

  private static int indexOf(List<Param> params, Kind kind) {
    for (int i = 0; i < params.size(); i++) {
      if (params.get(i).kind() == kind) {
        return i;
      }
    }
    return -1;
  }
}
