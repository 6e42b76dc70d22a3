package dev.play.vars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VariablePipelineTest {
  /** Each source sets {@code v} to its own name; the highest one must win, layer by layer. */
  @Test
  void everyLayerOverridesTheOnesBelow() {
    String[] order = {
      "role_default",
      "group_all",
      "group_parent",
      "group_child",
      "host",
      "fact",
      "play",
      "vars_file",
      "role_var",
      "role_param",
      "block",
      "task",
      "include_vars",
      "set_fact",
      "extra",
      "magic"
    };
    for (int top = 0; top < order.length; top++) {
      LayeredScope scope = VariablePipeline.scope(sources(order, top));
      String expected = order[top];
      Object got = scope.get(expected.equals("fact") ? "ansible_v" : "v");
      assertEquals(expected, got, "with layers up to " + expected);
    }
  }

  @Test
  void originNamesTheLayer() {
    LayeredScope scope =
        VariablePipeline.scope(
            sources(
                new String[] {
                  "role_default", "group_all", "group_parent", "group_child", "host", "fact", "play"
                },
                6));
    assertEquals("play vars", scope.origin("v").orElseThrow());
    assertEquals("facts", scope.origin("ansible_facts").orElseThrow());
    assertEquals(
        "child",
        VariablePipeline.scope(
                sources(
                    new String[] {"role_default", "group_all", "group_parent", "group_child"}, 3))
            .origin("v")
            .orElseThrow());
  }

  @Test
  void undefinedNameThrowsNamingIt() {
    LayeredScope scope = new LayeredScope(List.of(new Layer("x", Map.of("a", 1))));
    UndefinedVariableException e =
        assertThrows(UndefinedVariableException.class, () -> scope.get("b"));
    assertEquals("b", e.variable());
    assertFalse(scope.contains("b"));
  }

  private static VarSources sources(String[] order, int top) {
    java.util.function.IntFunction<Map<String, Object>> at =
        i -> i <= top ? Map.of("v", order[i]) : Map.of();
    return new VarSources(
        List.of(at.apply(0)),
        List.of(
            new Layer("all", at.apply(1)),
            new Layer("parent", at.apply(2)),
            new Layer("child", at.apply(3)),
            new Layer("host", at.apply(4))),
        top >= 5 ? Map.of("v", "fact") : Map.of(),
        Map.of(),
        at.apply(6),
        List.of(at.apply(7)),
        List.of(at.apply(8)),
        List.of(at.apply(9)),
        List.of(at.apply(10), at.apply(11)),
        at.apply(12),
        at.apply(13),
        at.apply(14),
        at.apply(15));
  }
}
