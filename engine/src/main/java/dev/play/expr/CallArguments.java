package dev.play.expr;

import dev.play.vars.Scope;
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

  List<Object> values(Scope scope) {
    List<Object> out = new ArrayList<>(positional.size());
    for (Node n : positional) {
      out.add(n.eval(scope));
    }
    return out;
  }

  Map<String, Object> namedValues(Scope scope) {
    if (named.isEmpty()) {
      return Map.of();
    }
    Map<String, Object> out = new LinkedHashMap<>();
    named.forEach((k, n) -> out.put(k, n.eval(scope)));
    return out;
  }

  String describe() {
    List<String> parts = new ArrayList<>();
    positional.forEach(n -> parts.add(n.describe()));
    named.forEach((k, n) -> parts.add(k + "=" + n.describe()));
    return "(" + String.join(", ", parts) + ")";
  }
}
