package dev.play.vars;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The lazy map view of a scope (the {@code vars} and {@code hostvars} variables). */
class ScopeMapTest {
  /** A scope whose variable {@code broken} cannot be resolved, as one using an undefined name. */
  private static final Scope SCOPE =
      new Scope() {
        @Override
        public boolean contains(String name) {
          return name.equals("ok") || name.equals("broken");
        }

        @Override
        public Object get(String name) {
          if (name.equals("broken")) {
            throw new UndefinedVariableException("golang_version");
          }
          return 1;
        }
      };

  @Test
  void theNamesAreListedWithoutResolvingAnyValue() {
    ScopeMap m = new ScopeMap(() -> SCOPE, () -> new LinkedHashSet<>(List.of("ok", "broken")));
    assertEquals(Set.of("ok", "broken"), m.keySet());
    assertEquals(1, m.get("ok"));
    assertThrows(
        UndefinedVariableException.class, () -> m.get("broken"), "a value fails only when read");
  }
}
