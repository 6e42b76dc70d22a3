package dev.play.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.Source;
import dev.play.expr.Expression;
import dev.play.expr.MapScope;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ResolvingScopeTest {
  private final Templater templater = new Templater();

  @Test
  void resolvesNestedTemplatesLazily() {
    Scope raw =
        new MapScope(
            Map.of(
                "a",
                "{{ b }}-x",
                "b",
                "{{ c }}",
                "c",
                7,
                "ports",
                "{{ base_ports + [9] }}",
                "base_ports",
                List.of(1, 2),
                "nested",
                Map.of("k", "{{ a }}")));
    ResolvingScope scope = new ResolvingScope(raw, templater);
    assertEquals("7-x", scope.get("a"));
    assertEquals(7, scope.get("b"));
    assertEquals(List.of(1, 2, 9), scope.get("ports"));
    assertEquals(Map.of("k", "7-x"), scope.get("nested"));
    assertTrue(scope.contains("a"));
    assertFalse(scope.contains("zzz"));
    assertTrue(Expression.parse("a == '7-x' and b > 6", Source.UNKNOWN).test(scope));
  }

  @Test
  void memoisesPerInstance() {
    AtomicInteger reads = new AtomicInteger();
    Map<String, Object> vars = new HashMap<>(Map.of("a", "{{ b }}", "b", "v"));
    Scope counting =
        new Scope() {
          @Override
          public boolean contains(String name) {
            return vars.containsKey(name);
          }

          @Override
          public Object get(String name) {
            reads.incrementAndGet();
            return new MapScope(vars).get(name);
          }
        };
    ResolvingScope scope = new ResolvingScope(counting, templater);
    scope.get("a");
    scope.get("a");
    scope.get("b");
    assertEquals(2, reads.get());
  }

  @Test
  void cyclesAreNamed() {
    Scope raw =
        new MapScope(
            Map.of("a", "{{ b }}", "b", "x {{ c }}", "c", "{{ a }}", "self", "{{ self }}"));
    VariableCycleException e =
        assertThrows(
            VariableCycleException.class, () -> new ResolvingScope(raw, templater).get("a"));
    assertEquals("variables refer to each other in a cycle: a -> b -> c -> a", e.getMessage());
    assertEquals(List.of("a", "b", "c", "a"), e.cycle());
    VariableCycleException self =
        assertThrows(
            VariableCycleException.class, () -> new ResolvingScope(raw, templater).get("self"));
    assertEquals(List.of("self", "self"), self.cycle());
  }

  @Test
  void undefinedInsideAVariableNamesTheMissingOne() {
    Scope raw = new MapScope(Map.of("a", "{{ b }}"));
    UndefinedVariableException e =
        assertThrows(
            UndefinedVariableException.class, () -> new ResolvingScope(raw, templater).get("a"));
    assertEquals("b", e.variable());
  }
}
