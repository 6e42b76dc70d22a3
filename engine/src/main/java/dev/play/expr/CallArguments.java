package dev.play.expr;

import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The arguments written in a call {@code f(a, b, k=v)}, evaluated in order. */
record CallArguments(List<Node> positional, Map<String, Node> named) {
  CallArguments {
    positional = List.copyOf(positional);
    named = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(named));
  }

  /**
   * {@code keepUndefined}: an undefined argument is given as an {@link Undefined}, not an error.
   */
  List<Object> values(Scope scope, boolean keepUndefined) {
    List<Object> out = new ArrayList<>(positional.size());
    for (Node n : positional) {
      out.add(value(n, scope, keepUndefined));
    }
    return out;
  }

  Map<String, Object> namedValues(Scope scope, boolean keepUndefined) {
    if (named.isEmpty()) {
      return Map.of();
    }
    Map<String, Object> out = new LinkedHashMap<>();
    named.forEach((k, n) -> out.put(k, value(n, scope, keepUndefined)));
    return out;
  }

  private static Object value(Node n, Scope scope, boolean keepUndefined) {
    try {
      return n.eval(scope);
    } catch (UndefinedVariableException e) {
      if (!keepUndefined) {
        throw e;
      }
      return new Undefined(e);
    }
  }

  String describe() {
    List<String> parts = new ArrayList<>();
    positional.forEach(n -> parts.add(n.describe()));
    named.forEach((k, n) -> parts.add(k + "=" + n.describe()));
    return "(" + String.join(", ", parts) + ")";
  }
}
