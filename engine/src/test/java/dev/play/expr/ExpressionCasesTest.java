package dev.play.expr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vars.UndefinedVariableException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.yaml.snakeyaml.Yaml;

/**
 * Runs {@code expr/cases.yaml} and {@code expr/ansible.yaml}: each case has {@code expr} and one of
 * {@code expect} (the value, compared by Python repr so types count), {@code repr} (the value's
 * Python repr, as Ansible printed it), {@code error} (an ExpressionException message), {@code
 * undefined} ({@code variable} and {@code message}) or {@code parse_error} (message). {@code vars}
 * of a case are laid over the file's shared {@code vars}.
 */
class ExpressionCasesTest {
  @TestFactory
  Stream<DynamicTest> cases() {
    return casesOf("/expr/cases.yaml");
  }

  /** Filters and tests with Ansible's own results (tools/jinja/expr_expect.py checks them). */
  @TestFactory
  Stream<DynamicTest> ansibleCases() {
    return casesOf("/expr/ansible.yaml");
  }

  private static Stream<DynamicTest> casesOf(String resource) {
    Map<String, Object> file = load(resource);
    @SuppressWarnings("unchecked")
    Map<String, Object> shared = (Map<String, Object>) file.get("vars");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> cases = (List<Map<String, Object>>) file.get("cases");
    List<DynamicTest> tests = new ArrayList<>();
    for (Map<String, Object> c : cases) {
      String name = String.valueOf(c.get("expr"));
      tests.add(DynamicTest.dynamicTest(name.isBlank() ? "<empty>" : name, () -> run(c, shared)));
    }
    return tests.stream();
  }

  @SuppressWarnings("unchecked")
  private static void run(Map<String, Object> c, Map<String, Object> shared) {
    Map<String, Object> vars = new LinkedHashMap<>(shared);
    if (c.get("vars") != null) {
      vars.putAll((Map<String, Object>) c.get("vars"));
    }
    MapScope scope = new MapScope(vars);
    String text = String.valueOf(c.get("expr"));
    if (c.containsKey("parse_error")) {
      PlayError e = assertThrows(PlayError.class, () -> Expression.parse(text, Source.UNKNOWN));
      assertEquals(c.get("parse_error"), e.getMessage());
      return;
    }
    Expression expr = Expression.parse(text, Source.UNKNOWN);
    if (c.containsKey("error")) {
      ExpressionException e = assertThrows(ExpressionException.class, () -> expr.evaluate(scope));
      assertEquals(c.get("error"), e.getMessage());
    } else if (c.containsKey("undefined")) {
      Map<String, Object> u = (Map<String, Object>) c.get("undefined");
      UndefinedVariableException e =
          assertThrows(UndefinedVariableException.class, () -> expr.evaluate(scope));
      assertEquals(u.get("variable"), e.variable());
      if (u.containsKey("message")) {
        assertEquals(u.get("message"), e.getMessage());
      }
    } else if (c.containsKey("repr")) {
      assertEquals(c.get("repr"), ValueFormat.repr(expr.evaluate(scope)));
    } else {
      assertEquals(ValueFormat.repr(c.get("expect")), ValueFormat.repr(expr.evaluate(scope)));
    }
  }

  private static Map<String, Object> load(String resource) {
    try (InputStream in = ExpressionCasesTest.class.getResourceAsStream(resource)) {
      return new Yaml().load(in);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
