package dev.play.fuzz;

import dev.play.expr.MapScope;
import dev.play.template.ResolvingScope;
import dev.play.template.Templater;
import dev.play.vars.Scope;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The variables conditions and templates are evaluated with: one of each type, nested values, and
 * values that are templates themselves (one of them refers to itself).
 */
final class FuzzScope {
  private FuzzScope() {}

  static Scope create(Templater templater) {
    Map<String, Object> vars = new LinkedHashMap<>();
    vars.put("s", "text with spaces");
    vars.put("n", 3);
    vars.put("big", 9_007_199_254_740_993L);
    vars.put("f", 1.5);
    vars.put("b", true);
    vars.put("none", null);
    vars.put("l", List.of(1, "a", List.of(2, 3), Map.of("k", "v")));
    vars.put("d", Map.of("a", 1, "b", Map.of("c", "x"), "l", List.of("p", "q")));
    vars.put("withnull", Arrays.asList(1, null, "z"));
    vars.put("t", "{{ n + 1 }}");
    vars.put("loop", "{{ loop }}");
    vars.put("groups", Map.of("all", List.of("h1", "h2"), "gpu", List.of("h2")));
    vars.put("hostvars", Map.of("h1", Map.of("ip", "10.0.0.1"), "h2", Map.of("ip", "10.0.0.2")));
    return new ResolvingScope(new MapScope(vars), templater);
  }
}
