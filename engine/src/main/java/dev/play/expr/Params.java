package dev.play.expr;

import java.util.List;
import java.util.Map;

/** The arguments of one method call, read by position or keyword, Python-style. */
record Params(String method, List<Object> args, Map<String, Object> kwargs) {
  static Params of(String method, List<Object> args, Map<String, Object> kwargs) {
    return new Params(method, args, kwargs);
  }

  /** Argument {@code i} (or keyword {@code name}), {@code fallback} when not given. */
  Object get(int i, String name, Object fallback) {
    if (i < args.size()) {
      return args.get(i);
    }
    return kwargs.containsKey(name) ? kwargs.get(name) : fallback;
  }

  /** Argument {@code i}, which must be given. */
  Object required(int i, String name) {
    if (i >= args.size() && !kwargs.containsKey(name)) {
      throw new ExpressionException(method + "() missing required argument '" + name + "'");
    }
    return get(i, name, null);
  }

  String string(int i, String name, String fallback) {
    Object v = get(i, name, fallback);
    if (v != null && !(v instanceof String)) {
      throw new ExpressionException(
          method + "() argument '" + name + "' must be a string, not " + Types.name(v));
    }
    return (String) v;
  }

  long integer(int i, String name, long fallback) {
    Object v = get(i, name, null);
    return v == null ? fallback : Numbers.integerArg(v, method + "() argument '" + name + "'");
  }

  /** At most {@code max} arguments in all. */
  Params atMost(int max) {
    if (args.size() + kwargs.size() > max) {
      throw new ExpressionException(
          method
              + "() takes at most "
              + max
              + " argument"
              + (max == 1 ? "" : "s")
              + " ("
              + (args.size() + kwargs.size())
              + " given)");
    }
    return this;
  }
}
