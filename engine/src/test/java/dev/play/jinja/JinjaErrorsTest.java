package dev.play.jinja;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.expr.ExpressionException;
import dev.play.expr.MapScope;
import dev.play.vars.UndefinedVariableException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Parse and runtime errors of templates: what they say and where they point. */
class JinjaErrorsTest {
  private static final MapScope SCOPE =
      new MapScope(Map.of("items", List.of(1, 2), "pairs", List.of(List.of(1, 2, 3))));

  private static String parseError(String template) {
    PlayError e = assertThrows(PlayError.class, () -> Jinja.parse(template, "t.j2", null));
    assertEquals(PlayError.Kind.PARSE, e.kind());
    return e.render().lines().findFirst().orElseThrow();
  }

  private static String render(String template, TemplateLoader loader) {
    return Jinja.parse(template, "t.j2", null).render(SCOPE, loader);
  }

  @Test
  void unclosedBlocksNameTheOpeningTagAndWhatWasExpected() {
    assertEquals(
        "t.j2:2:3: error: bad template: unexpected end of template: 'if' is never closed"
            + " (looking for 'elif' or 'else' or 'endif')",
        parseError("a\n{% if x %}\nb"));
    assertEquals(
        "t.j2:1:23: error: bad template: unexpected 'endif' inside 'for' (looking for 'else' or 'endfor')",
        parseError("{% for i in items %}{% endif %}"));
    assertEquals(
        "t.j2:1:7: error: bad template: unexpected 'endfor': no block is open",
        parseError("text{% endfor %}"));
  }

  @Test
  void unknownAndUnsupportedStatementsAreNamed() {
    assertEquals(
        "t.j2:1:3: error: bad template: unknown statement 'frobnicate'",
        parseError("{% frobnicate %}"));
    assertEquals(
        "t.j2:1:3: error: bad template: recursive loops are not supported",
        parseError("{% for i in items recursive %}{% endfor %}"));
  }

  @Test
  void inheritanceMistakesInATemplateAreParseErrorsAtTheirPlace() {
    assertEquals(
        "t.j2:2:3: error: bad template: block 'a' defined twice",
        parseError("{% block a %}{% endblock %}\n{% block a %}{% endblock %}"));
    assertEquals(
        "t.j2:1:23: error: bad template: 'extends' is allowed only at the template's top level (or inside 'if')",
        parseError("{% for i in items %}{% extends 'base.j2' %}{% endfor %}"));
    assertEquals(
        "t.j2:1:3: error: bad template: a block's name cannot contain '-' (use '_')",
        parseError("{% block my-block %}{% endblock %}"));
    assertEquals(
        "t.j2:1:17: error: bad template: 'endblock' names another block: this one is 'a'",
        parseError("{% block a %}x{% endblock b %}"));
    assertEquals(
        "t.j2:1:3: error: bad template: a required block can hold only comments and whitespace",
        parseError("{% block a required %}x{% endblock %}"));
  }

  @Test
  void inheritanceFailuresAtRenderNameTheTemplateAndLine() {
    TemplateLoader loader =
        name ->
            switch (name) {
              case "base.j2" ->
                  Jinja.parse("head\n{% block body required %}{% endblock %}", name, null);
              case "self.j2" -> Jinja.parse("{% extends 'self.j2' %}", name, null);
              default -> null;
            };
    assertEquals(
        "template 'nope.j2' not found (at t.j2:2)",
        assertThrows(ExpressionException.class, () -> render("x\n{% extends 'nope.j2' %}", loader))
            .getMessage());
    assertEquals(
        "required block 'body' not found: no template that extends this one defines it (at base.j2:2)",
        assertThrows(ExpressionException.class, () -> render("{% extends 'base.j2' %}", loader))
            .getMessage());
    assertEquals(
        "extended twice: a template extends one template at most (at t.j2:1)",
        assertThrows(
                ExpressionException.class,
                () -> render("{% extends 'base.j2' %}{% extends 'base.j2' %}", loader))
            .getMessage());
    assertEquals(
        "templates extend each other more than 50 deep (at self.j2:1)",
        assertThrows(ExpressionException.class, () -> render("{% extends 'self.j2' %}", loader))
            .getMessage());
    assertEquals(
        "there is no parent block called 'a' (at t.j2:1)",
        assertThrows(
                UndefinedVariableException.class,
                () -> render("{% block a %}{{ super() }}{% endblock %}", loader))
            .getMessage());
    assertEquals(
        "self.a(): block 'a' calls nested more than 200 deep (at t.j2:1)",
        assertThrows(
                ExpressionException.class,
                () -> render("{% block a %}{{ self.a() }}{% endblock %}", loader))
            .getMessage());
    assertEquals(
        "head\nbody", render("{% extends 'base.j2' %}{% block body %}body{% endblock %}", loader));
  }

  @Test
  void unclosedDelimitersAndBadExpressionsPointAtTheirLine() {
    assertEquals(
        "t.j2:2:1: error: bad template: '{{' is never closed ('}}' missing)",
        parseError("ok\n{{ x"));
    assertEquals(
        "t.j2:1:1: error: bad template: the comment is never closed ('#}' missing)",
        parseError("{# x"));
    assertEquals(
        "t.j2:1:1: error: bad template: '{% raw %}' is never closed ('{% endraw %}' missing)",
        parseError("{% raw %}x"));
    assertEquals(
        "t.j2:3:3: error: bad template: unknown filter 'lenght' (did you mean 'length'?)",
        parseError("\n\n{{ items | lenght }}"));
    assertEquals("t.j2:1:3: error: bad template: empty expression '{{ }}'", parseError("{{ }}"));
  }

  @Test
  void runtimeErrorsEndWithTheFileAndLineOnce() {
    UndefinedVariableException u =
        assertThrows(
            UndefinedVariableException.class,
            () -> render("{% for i in items %}\n{{ nope }}\n{% endfor %}", TemplateLoader.NONE));
    assertEquals("undefined variable 'nope' (at t.j2:2)", u.getMessage());
    ExpressionException x =
        assertThrows(
            ExpressionException.class,
            () -> render("{% for a, b in pairs %}{% endfor %}", TemplateLoader.NONE));
    assertEquals(
        "cannot unpack [1, 2, 3] into 2 names (a, b): it has 3 items (at t.j2:1)", x.getMessage());
  }

  @Test
  void aMacroArgumentThatIsUndefinedFailsWhereTheMacroUsesIt() {
    UndefinedVariableException given =
        assertThrows(
            UndefinedVariableException.class,
            () ->
                render(
                    "{% macro f(a) %}\n{{ a }}{% endmacro %}{{ f(nope) }}", TemplateLoader.NONE));
    assertEquals("undefined variable 'nope' (at t.j2:2)", given.getMessage());
    UndefinedVariableException missing =
        assertThrows(
            UndefinedVariableException.class,
            () -> render("{% macro f(a) %}{{ a }}{% endmacro %}{{ f() }}", TemplateLoader.NONE));
    assertEquals("parameter 'a' was not provided (at t.j2:1)", missing.getMessage());
    assertEquals(
        "-|x",
        render(
            "{% macro f(a, b) %}{{ a | default('-') }}|{{ b }}{% endmacro %}{{ f(nope, b='x') }}",
            TemplateLoader.NONE));
  }

  @Test
  void includesThatNeverEndAreStopped() {
    TemplateLoader self = name -> Jinja.parse("{% include 'loop.j2' %}", name, null);
    ExpressionException e =
        assertThrows(ExpressionException.class, () -> render("{% include 'loop.j2' %}", self));
    assertEquals("templates include each other more than 50 deep (at loop.j2:1)", e.getMessage());
    ExpressionException missing =
        assertThrows(
            ExpressionException.class,
            () -> render("{% include 'nope.j2' %}", TemplateLoader.NONE));
    assertEquals("template 'nope.j2' not found (at t.j2:1)", missing.getMessage());
    assertEquals("x", render("{% include 'nope.j2' ignore missing %}x", TemplateLoader.NONE));
  }

  @Test
  void runawayNestingAndRecursionAreErrorsNotStackOverflows() {
    assertEquals(
        "t.j2:1:1003: error: bad template: blocks nested more than 100 deep",
        parseError("{% if 1 %}".repeat(101)));
    ExpressionException e =
        assertThrows(
            ExpressionException.class,
            () -> render("{% macro f() %}{{ f() }}{% endmacro %}{{ f() }}", TemplateLoader.NONE));
    assertEquals("f(): macro 'f' calls nested more than 200 deep (at t.j2:1)", e.getMessage());
    ExpressionException wide =
        assertThrows(
            ExpressionException.class,
            () -> render("{{ '%999999999999d' % 1 }}", TemplateLoader.NONE));
    assertEquals(
        "a width of 9223372036854775807 characters is more than 16777216 (at t.j2:1)",
        wide.getMessage());
  }

  @Test
  void aTaskValueNamesItsTask() {
    Source task = new Source("site.yml", 4, 9);
    PlayError e = assertThrows(PlayError.class, () -> Jinja.parse("{% if %}", null, task));
    assertEquals(task, e.source());
  }
}
