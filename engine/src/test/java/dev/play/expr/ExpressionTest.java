package dev.play.expr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExpressionTest {
  private static final Source TASK = new Source("site.yml", 12, 7);
  private static final Scope SCOPE = new MapScope(Map.of("x", 3, "ok", true));

  private static String parseError(String text) {
    PlayError e = assertThrows(PlayError.class, () -> Expression.parse(text, TASK));
    assertEquals(PlayError.Kind.PARSE, e.kind());
    assertEquals(TASK, e.source());
    return e.render();
  }

  @Test
  void missingOperandPointsAtTheEnd() {
    assertEquals(
        """
        site.yml:12:7: error: bad condition: unexpected end of expression
            x ==\s
                 ^""",
        parseError("x == "));
  }

  @Test
  void nestingPastTheLimitIsAnErrorNotAStackOverflow() {
    Object ok = Expression.parse("[".repeat(99) + "]".repeat(99), TASK).evaluate(SCOPE);
    assertEquals(1, ((java.util.List<?>) ok).size(), "99 deep is fine");
    for (String deep :
        java.util.List.of(
            "[".repeat(101) + "]".repeat(101),
            "not ".repeat(101) + "x",
            "-".repeat(101) + "x",
            "(".repeat(101) + "x" + ")".repeat(101))) {
      String first = parseError(deep).lines().findFirst().orElseThrow();
      assertEquals(
          "site.yml:12:7: error: bad condition: the expression is nested more than 100 deep",
          first,
          deep);
    }
    assertEquals(true, Expression.parse("not ".repeat(98) + "ok", TASK).test(SCOPE));
  }

  @Test
  void unclosedParenthesisPointsAtIt() {
    assertEquals(
        """
        site.yml:12:7: error: bad condition: '(' is never closed
            (a and b
            ^""",
        parseError("(a and b"));
  }

  @Test
  void strayTokenPointsAtIt() {
    assertEquals(
        """
        site.yml:12:7: error: bad condition: unexpected token ')'
            a and ) or b
                  ^""",
        parseError("a and ) or b"));
  }

  @Test
  void unknownFilterSuggestsTheClosest() {
    assertEquals(
        """
        site.yml:12:7: error: bad condition: unknown filter 'defualt' (did you mean 'default'?)
            x | defualt(1)
                ^""",
        parseError("x | defualt(1)"));
  }

  @Test
  void wrappedConditionKeepsColumns() {
    assertEquals(
        """
        site.yml:12:7: error: bad condition: unexpected token ')'
            {{ x == ) }}
                    ^""",
        parseError("{{ x == ) }}"));
  }

  @Test
  void bareBooleanTextIsACondition() {
    assertTrue(Expression.parse("true", TASK).test(SCOPE));
    assertTrue(Expression.parse("True", TASK).test(SCOPE));
    assertFalse(Expression.parse("False", TASK).test(SCOPE));
  }

  @Test
  void listOfConditionsIsAnd() {
    List<Expression> all = List.of(Expression.parse("ok", TASK), Expression.parse("x > 2", TASK));
    assertTrue(Expression.allTrue(all, SCOPE));
    List<Expression> stops =
        List.of(Expression.parse("x > 5", TASK), Expression.parse("missing", TASK));
    assertFalse(Expression.allTrue(stops, SCOPE));
  }

  @Test
  void truthiness() {
    for (Object falsy : new Object[] {false, 0, 0L, 0.0, "", List.of(), Map.of(), null}) {
      assertFalse(Truthiness.isTrue(falsy), String.valueOf(falsy));
    }
    for (Object truthy : new Object[] {true, 1, -1L, 0.5, " ", List.of(0), Map.of("a", 1)}) {
      assertTrue(Truthiness.isTrue(truthy), String.valueOf(truthy));
    }
  }

  @Test
  void undefinedNamesTheFullPath() {
    Scope scope = new MapScope(Map.of("result", Map.of("rc", 0)));
    UndefinedVariableException e =
        assertThrows(
            UndefinedVariableException.class,
            () -> Expression.parse("result.stdout == 'x'", TASK).evaluate(scope));
    assertEquals("result.stdout", e.variable());
    assertEquals("'result' has no attribute 'stdout'", e.getMessage());
  }

  @Test
  void textAndPathShape() {
    Expression e = Expression.parse("a.b", TASK);
    assertEquals("a.b", e.text());
    assertTrue(e.isPath());
    assertFalse(Expression.parse("a | length", TASK).isPath());
  }

  @Test
  void pythonFloatPrinting() {
    assertEquals("1.0", ValueFormat.pythonFloat(1.0));
    assertEquals("0.1", ValueFormat.pythonFloat(0.1));
    assertEquals("2.5", ValueFormat.pythonFloat(2.5));
    assertEquals("1e+16", ValueFormat.pythonFloat(1e16));
    assertEquals("1234567890123456.0", ValueFormat.pythonFloat(1234567890123456.0));
    assertEquals("1.5e-05", ValueFormat.pythonFloat(0.000015));
    assertEquals("0.0001", ValueFormat.pythonFloat(0.0001));
    assertEquals("-0.0", ValueFormat.pythonFloat(-0.0));
    assertEquals("inf", ValueFormat.pythonFloat(Double.POSITIVE_INFINITY));
    assertEquals("10000000.0", ValueFormat.pythonFloat(1e7));
  }

  @Test
  void pythonRepr() {
    assertEquals(
        "['a', 1, True, None, 2.0]",
        ValueFormat.repr(java.util.Arrays.asList("a", 1, true, null, 2.0)));
    assertEquals("{'k': {'n': [1]}}", ValueFormat.repr(Map.of("k", Map.of("n", List.of(1)))));
    assertEquals("\"it's\"", ValueFormat.repr("it's"));
    assertEquals("'say \"hi\" it\\'s'", ValueFormat.repr("say \"hi\" it's"));
    assertEquals("'a\\nb'", ValueFormat.repr("a\nb"));
  }
}
