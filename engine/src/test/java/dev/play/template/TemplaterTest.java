package dev.play.template;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.expr.ExpressionException;
import dev.play.expr.MapScope;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TemplaterTest {
  private static final Source TASK = new Source("site.yml", 4, 9);
  private final Templater templater = new Templater();

  private static Scope scope(Object... kv) {
    Map<String, Object> vars = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      vars.put((String) kv[i], kv[i + 1]);
    }
    return new MapScope(vars);
  }

  private Object render(Object value, Scope scope) {
    return templater.render(value, scope, TASK);
  }

  /** A template file named *.mustache: rendered as Mustache. */
  private String mustache(String template, Scope scope) {
    return templater.renderText(template, scope, "t.mustache");
  }

  @Test
  void plainStringsComeBackUnchanged() {
    String s = "no tags here { } }}";
    assertSame(s, render(s, scope()));
    assertEquals(42, render(42, scope()));
    assertEquals(null, render(null, scope()));
  }

  @Test
  void singleExpressionKeepsItsNativeType() {
    Scope s =
        scope("ports", List.of(80, 443), "n", 3, "on", true, "m", Map.of("a", 1), "nothing", null);
    assertEquals(List.of(80, 443), render("{{ ports }}", s));
    assertEquals("  3 ", render("  {{ n }} ", s));
    assertEquals("3\n", render("{{ n }}\n", s));
    assertEquals(true, render("{{on}}", s));
    assertEquals(Map.of("a", 1), render("{{ m }}", s));
    assertEquals(null, render("{{ nothing }}", s));
    assertEquals(4, render("{{ n + 1 }}", s));
    assertEquals(2, render("{{ ports | length }}", s));
  }

  @Test
  void valuesPrintAsAnsibleDoesInsideText() {
    Scope s =
        scope(
            "b",
            true,
            "f",
            false,
            "n",
            null,
            "i",
            8,
            "x",
            2.0,
            "big",
            1e16,
            "l",
            List.of("a", "b"),
            "m",
            new LinkedHashMap<>(Map.of("k", 1)),
            "s",
            "str");
    assertEquals(
        "True False  8 2.0 1e+16 ['a', 'b'] {'k': 1} str",
        render("{{ b }} {{ f }} {{ n }} {{ i }} {{ x }} {{ big }} {{ l }} {{ m }} {{ s }}", s));
  }

  @Test
  void nothingIsEscaped() {
    Scope s = scope("v", "<&>\"'");
    assertEquals("<&>\"' <&>\"'", render("{{ v }} {{ v }}", s));
    assertEquals("<&>\"' <&>\"' <&>\"'", mustache("{{ v }} {{{ v }}} {{& v }}", s));
  }

  @Test
  void expressionsInsideTags() {
    Scope s =
        scope(
            "groups",
            Map.of("all", List.of("a", "b")),
            "h",
            "a",
            "hostvars",
            Map.of("a", Map.of("ansible_host", "10.1.1.1")),
            "cfg",
            Map.of("x", Map.of("y", "z")));
    assertEquals(
        "n=2 ip=10.1.1.1 y=z d=dflt",
        render(
            "n={{ groups['all'] | length }} ip={{ hostvars[h].ansible_host }} y={{ cfg.x.y }}"
                + " d={{ missing | default('dflt') }}",
            s));
  }

  @Test
  void containersAreRenderedRecursivelyKeysToo() {
    Scope s = scope("name", "web", "port", 80);
    Map<String, Object> in = new LinkedHashMap<>();
    in.put("{{ name }}_port", "{{ port }}");
    in.put("list", List.of("{{ name }}-1", 7, Map.of("k", "{{ port }}/tcp")));
    Object out = render(in, s);
    assertEquals(Map.of("web_port", 80, "list", List.of("web-1", 7, Map.of("k", "80/tcp"))), out);
  }

  @Test
  void sectionsIterateListsOfMapsWithOuterNamesVisible() {
    Scope s =
        scope(
            "domain",
            "lan",
            "hosts",
            List.of(Map.of("name", "a", "ip", "1.1.1.1"), Map.of("name", "b", "ip", "1.1.1.2")));
    assertEquals(
        "1.1.1.1 a.lan;1.1.1.2 b.lan;",
        mustache("{{#hosts}}{{ ip }} {{ name }}.{{ domain }};{{/hosts}}", s));
  }

  @Test
  void sectionsOnScalarsAndMapsAndDot() {
    Scope s =
        scope(
            "items",
            List.of("x", "y"),
            "flag",
            true,
            "off",
            false,
            "cfg",
            Map.of("port", 9),
            "empty",
            List.of(),
            "zero",
            0);
    assertEquals("[x][y]", mustache("{{#items}}[{{.}}]{{/items}}", s));
    assertEquals("on", mustache("{{#flag}}on{{/flag}}{{#off}}off{{/off}}", s));
    assertEquals("port 9", mustache("{{#cfg}}port {{ port }}{{/cfg}}", s));
    assertEquals(
        "none!zero!",
        mustache("{{^empty}}none!{{/empty}}{{^zero}}zero!{{/zero}}{{^flag}}x{{/flag}}", s));
    assertEquals("a  b", mustache("a {{! a comment }} b", s));
    assertEquals("yes", mustache("{{#items | length > 1}}yes{{/items | length > 1}}", s));
  }

  @Test
  void undefinedNamesAreErrorsInEveryPosition() {
    Scope s = scope("hosts", List.of(Map.of("name", "a")), "m", Map.of("k", 1));
    assertUndefined("nope", "undefined variable 'nope'", "{{ nope }}");
    assertUndefined("nope", "undefined variable 'nope'", "x {{ nope }} y");
    assertUndefined("m.x", "'m' has no attribute 'x'", "port: {{ m.x }}");
    assertUndefined("m.x", "'m' has no attribute 'x'", "{{ m.x | upper }}");
    assertUndefined("nope", "undefined variable 'nope'", "{% if nope %}x{% endif %}");
    assertUndefined("nope", "undefined variable 'nope'", "{% for i in nope %}x{% endfor %}");
    assertUndefined("ip", "undefined variable 'ip'", "{% for h in hosts %}{{ ip }}{% endfor %}");
    String at = " (at t.mustache:1)";
    assertUndefinedIn("nope", "undefined variable 'nope'" + at, "{{#nope}}x{{/nope}}");
    assertUndefinedIn("nope", "undefined variable 'nope'" + at, "{{^nope}}x{{/nope}}");
    assertUndefinedIn("ip", "undefined variable 'ip'" + at, "{{#hosts}}{{ ip }}{{/hosts}}");
    assertUndefinedIn("nope", "undefined variable 'nope'" + at, "{{{ nope }}}");
  }

  private void assertUndefined(String variable, String message, String template) {
    assertUndefinedBy(variable, message, template, s -> render(template, s));
  }

  private void assertUndefinedIn(String variable, String message, String template) {
    assertUndefinedBy(variable, message, template, s -> mustache(template, s));
  }

  private static void assertUndefinedBy(
      String variable,
      String message,
      String template,
      java.util.function.Function<Scope, Object> rendering) {
    Scope s = scope("hosts", List.of(Map.of("name", "a")), "m", Map.of("k", 1));
    UndefinedVariableException e =
        assertThrows(UndefinedVariableException.class, () -> rendering.apply(s), template);
    assertEquals(variable, e.variable(), template);
    assertEquals(message, e.getMessage(), template);
  }

  @Test
  void templateFileErrorsNameOriginAndLine() {
    UndefinedVariableException u =
        assertThrows(
            UndefinedVariableException.class,
            () -> templater.renderText("a\nb {{ nope }}\n", scope(), "templates/x.conf"));
    assertEquals("undefined variable 'nope' (at templates/x.conf:2)", u.getMessage());
    assertEquals("nope", u.variable());
    ExpressionException x =
        assertThrows(
            ExpressionException.class,
            () -> templater.renderText("\n\n{{ s < 1 }}", scope("s", "a"), "t.conf"));
    assertEquals("cannot compare str 'a' with int 1 using '<' (at t.conf:3)", x.getMessage());
  }

  @Test
  void sameTemplateWithDifferentScopes() {
    String t = "hello {{ who }}{% for m in more %}, {{ m }}{% endfor %}";
    assertEquals("hello a", render(t, scope("who", "a", "more", List.of())));
    assertEquals("hello b, c", render(t, scope("who", "b", "more", List.of("c"))));
    assertEquals("hello a", render(t, scope("who", "a", "more", List.of())));
  }

  @Test
  void jinjaBlocksAreRejectedInMustacheFilesOnly() {
    PlayError e =
        assertThrows(
            PlayError.class,
            () -> templater.renderText("a\n  {% for h in hosts %}\n", scope(), "hosts.mustache"));
    assertEquals(PlayError.Kind.PARSE, e.kind());
    assertEquals(
        """
        hosts.mustache:2:3: error: Jinja2 blocks are not supported; use Mustache sections \
        ({{#list}}...{{/list}}, {{^flag}}...{{/flag}})
              {% for h in hosts %}
              ^""",
        e.render());
    assertEquals("y", render("{% if x %}y{% endif %}", scope("x", true)));
    assertEquals(
        "a\nb\n",
        templater.renderText(
            "{% for h in hosts %}\n{{ h }}\n{% endfor %}\n",
            scope("hosts", List.of("a", "b")), "hosts.j2"));
  }

  @Test
  void syntaxErrorsNameOriginAndLine() {
    assertSyntax(
        "t.mustache:2:0: error: bad template: section '{{#items}}' is never closed",
        "a\n{{#items}}\nx\n");
    assertSyntax(
        "t.mustache:1:0: error: bad template: '{{/b}}' does not close the open section '{{#a}}'",
        "{{#a}}{{/b}}");
    assertSyntax("t.mustache:1:0: error: bad template: '{{/b}}' closes no open section", "x{{/b}}");
    assertSyntax("t.mustache:2:0: error: bad template: a '{{' tag is never closed", "ok\n{{ x");
    assertSyntax(
        "t.mustache:1:0: error: bad template: partials ('{{>other}}') are not supported",
        "{{> other}}");
    assertSyntax(
        "t.mustache:1:0: error: bad template: partials ('{{>*other}}') are not supported",
        "{{>*other}}");
    assertSyntax(
        "t.mustache:1:0: error: bad template: dynamic names ('{{*name}}') are not supported",
        "{{*name}}");
    assertSyntax(
        "t.mustache:1:0: error: bad template: dynamic names ('{{*name}}') are not supported",
        "{{#*name}}x{{/*name}}");
  }

  private void assertSyntax(String head, String template) {
    PlayError e = assertThrows(PlayError.class, () -> mustache(template, scope()));
    assertEquals(PlayError.Kind.PARSE, e.kind());
    assertEquals(head, e.render().lines().findFirst().orElseThrow());
  }

  @Test
  void badExpressionInATagIsAParseErrorWithCaret() {
    PlayError e =
        assertThrows(
            PlayError.class,
            () -> templater.renderText("x\ny {{ a | lenght }}", scope(), "t.conf"));
    assertEquals(
        """
        t.conf:2:5: error: bad template: unknown filter 'lenght' (did you mean 'length'?)
             a | lenght\s
                 ^""",
        e.render());
  }

  @Test
  void badExpressionInATaskValueNamesTheTask() {
    PlayError e = assertThrows(PlayError.class, () -> render("{{ x | nope }}", scope("x", 1)));
    assertEquals(TASK, e.source());
    assertEquals("bad template: unknown filter 'nope'", e.getMessage());
  }

  @Test
  void concurrentRendersOfOneTemplate() throws Exception {
    String t = "{% for i in items %}{{ i }}-{{ id }};{% endfor %}";
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      List<java.util.concurrent.Future<Object>> results = new java.util.ArrayList<>();
      for (int i = 0; i < 200; i++) {
        int id = i;
        results.add(pool.submit(() -> render(t, scope("id", id, "items", List.of("a", "b")))));
      }
      for (int i = 0; i < 200; i++) {
        assertEquals("a-" + i + ";b-" + i + ";", results.get(i).get());
      }
    } finally {
      pool.shutdown();
    }
  }

  @Test
  void realisticHostsFile() throws IOException {
    Scope s =
        scope(
            "rdma_enabled",
            true,
            "mtu",
            9000,
            "cluster_hosts",
            List.of(
                Map.of("name", "gpu1", "ip", "10.0.0.1", "aliases", List.of("gpu1.lan", "g1")),
                Map.of("name", "gpu2", "ip", "10.0.0.2", "aliases", List.of())));
    assertEquals(
        resource("hosts.expected"),
        templater.renderText(resource("hosts.mustache"), s, "hosts.mustache"));
  }

  @Test
  void realisticComposeFragment() throws IOException {
    Scope s =
        scope(
            "image",
            "nvcr.io/nvidia/pytorch",
            "ifaces",
            List.of("eth0", "eth1"),
            "command",
            Arrays.asList("torchrun", "--nproc_per_node", 8),
            "env",
            List.of(
                Map.of("key", "NCCL_DEBUG", "value", "INFO"),
                Map.of("key", "NCCL_IB_HCA", "value", "mlx5_0")));
    assertEquals(
        resource("compose.expected"),
        templater.renderText(resource("compose.mustache"), s, "compose.mustache"));
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = TemplaterTest.class.getResourceAsStream("/template/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
