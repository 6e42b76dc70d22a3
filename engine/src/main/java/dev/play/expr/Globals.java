package dev.play.expr;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Jinja's global functions: {@code range}, {@code dict}, {@code namespace}. */
final class Globals {
  /** The longest list {@code range} makes (a million: more is a mistake, not a template). */
  static final int MAX_RANGE = 1 << 20;

  private static final Map<String, Callee> ALL =
      Map.of(
          "range", (args, kwargs) -> range(args),
          "dict", (args, kwargs) -> dict(args, kwargs),
          "namespace", (args, kwargs) -> new Namespace(dict(args, kwargs)));

  private Globals() {}

  /** The scope's value of {@code name}; a global only when the scope has none. */
  static Object resolve(String name, dev.play.vars.Scope scope) {
    Callee global = ALL.get(name);
    return global == null || scope.contains(name) ? scope.get(name) : global;
  }

  private static List<Object> range(List<Object> args) {
    if (args.isEmpty() || args.size() > 3) {
      throw new ExpressionException("range expects 1 to 3 arguments, got " + args.size());
    }
    long start = args.size() == 1 ? 0 : Numbers.integerArg(args.get(0), "range");
    long stop = Numbers.integerArg(args.get(args.size() == 1 ? 0 : 1), "range");
    long step = args.size() == 3 ? Numbers.integerArg(args.get(2), "range") : 1;
    if (step == 0) {
      throw new ExpressionException("range() arg 3 must not be zero");
    }
    List<Object> out = new ArrayList<>();
    for (long i = start; step > 0 ? i < stop : i > stop; i += step) {
      if (out.size() >= MAX_RANGE) {
        throw new ExpressionException("range() longer than " + MAX_RANGE + " items");
      }
      out.add(Numbers.integer(i));
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> dict(List<Object> args, Map<String, Object> kwargs) {
    Map<String, Object> out = new LinkedHashMap<>();
    if (args.size() > 1) {
      throw new ExpressionException(
          "dict expects at most 1 positional argument, got " + args.size());
    }
    if (args.size() == 1) {
      if (!(args.get(0) instanceof Map<?, ?> m)) {
        throw new ExpressionException("dict expects a mapping, got " + Types.name(args.get(0)));
      }
      out.putAll((Map<String, Object>) m);
    }
    out.putAll(kwargs);
    return out;
  }
}
