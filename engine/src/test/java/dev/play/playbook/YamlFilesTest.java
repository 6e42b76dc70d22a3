package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.value.Maps;
import dev.play.vault.VaultContext;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class YamlFilesTest {
  private static final Path FILE = Path.of("test.yml");
  private static final Path ERRORS = Path.of("src/test/resources/playbook/errors");
  private static final VaultContext VAULT = VaultContext.none();

  private static Map<String, Object> map(String text) {
    return Maps.cast(YamlFiles.parse(FILE, text, VAULT).single());
  }

  @Test
  void typesScalarsLikeYaml11() {
    Map<String, Object> m =
        map(
            "a: yes\nb: off\nc: 0644\nd: 12\ne: 1.5\nf: ~\ng: '0644'\nh: text\ni: 0x1F\nj: 2024-01-02\n");
    assertEquals(true, m.get("a"));
    assertEquals(false, m.get("b"));
    assertEquals(420, m.get("c"));
    assertEquals(12, m.get("d"));
    assertEquals(1.5, m.get("e"));
    assertNull(m.get("f"));
    assertTrue(m.containsKey("f"));
    assertEquals("0644", m.get("g"));
    assertEquals("text", m.get("h"));
    assertEquals(31, m.get("i"));
    assertEquals("2024-01-02", m.get("j"));
  }

  @Test
  void unsafeStringsAreKeptForTemplatingToLeaveAloneAndUnknownTagsAreErrors() {
    Map<String, Object> m = map("a: !unsafe '{{ literal }}'\nb: plain\n");
    assertEquals(new dev.play.value.UnsafeText("{{ literal }}"), m.get("a"));
    assertEquals(
        "{{ literal }}",
        new dev.play.template.Templater().render(m.get("a"), new dev.play.expr.MapScope(Map.of())));
    PlayError e = assertThrows(PlayError.class, () -> map("a:\n  b: !custom x\n"));
    assertEquals(
        FILE
            + ":2:6: error: unknown YAML tag '!custom': play knows !vault and !unsafe (on strings)",
        e.render().lines().findFirst().orElseThrow());
    PlayError list = assertThrows(PlayError.class, () -> map("a: !unsafe [x]\n"));
    assertEquals(
        FILE
            + ":1:4: error: unknown YAML tag '!unsafe': play knows !vault and !unsafe (on strings)",
        list.render().lines().findFirst().orElseThrow());
  }

  @Test
  void keysStayAsWritten() {
    assertEquals(List.of("yes", "1"), List.copyOf(map("yes: a\n1: b\n").keySet()));
  }

  @Test
  void aVariablesValuesKeepTheYamlTypesOfTheirKeys() {
    Located yaml =
        YamlFiles.parse(
            FILE,
            "1: top\nm: {17: a, '18': b, true: c, ~: d, 1.5: e, 0x10: f, x: {2: g}}\n"
                + "base: &b {3: h}\nmerged: {<<: *b, k: i}\nlist: [{4: j}]\nplain: {a: 1}\n",
            VAULT);
    Map<String, Object> raw = Maps.cast(yaml.single());
    assertEquals(
        List.of("17", "18", "true", "~", "1.5", "0x10", "x"),
        List.copyOf(Maps.cast(raw.get("m")).keySet()));
    Map<String, Object> vars = yaml.typedValues(raw);
    assertEquals(List.of("1", "m", "base", "merged", "list", "plain"), List.copyOf(vars.keySet()));
    Map<?, ?> m = (Map<?, ?>) vars.get("m");
    assertEquals(
        Arrays.asList(17, "18", true, null, 1.5, 16, "x"), new java.util.ArrayList<>(m.keySet()));
    assertEquals(Map.of(2, "g"), m.get("x"));
    assertEquals(Map.of(3, "h", "k", "i"), vars.get("merged"));
    assertEquals(List.of(Map.of(4, "j")), vars.get("list"));
    assertTrue(
        vars.get("plain") == raw.get("plain"),
        "a part without such keys is itself, with its positions");
  }

  @Test
  void recordsPositionsOfCollectionsAndKeys() {
    Located yaml = YamlFiles.parse(FILE, "top:\n  list:\n    - a\n    - {k: v}\n", VAULT);
    Map<String, Object> top = Maps.cast(Maps.cast(yaml.single()).get("top"));
    List<Object> list = Maps.list(top.get("list"));
    assertEquals(new Source("test.yml", 2, 3), yaml.sourceOf(top));
    assertEquals(new Source("test.yml", 2, 3), yaml.keySource(top, "list"));
    assertEquals(new Source("test.yml", 3, 5), yaml.sourceOf(list));
    Map<String, Object> inner = Maps.cast(list.get(1));
    assertEquals(new Source("test.yml", 4, 8), yaml.keySource(inner, "k"));
  }

  @Test
  void duplicateKeysKeepTheLastValueWithAWarning() {
    Located yaml = YamlFiles.read(ERRORS.resolve("dupes.yml"), VAULT);
    assertEquals(Map.of("a", 3, "b", 2), yaml.single());
    assertEquals(
        List.of(
            "src/test/resources/playbook/errors/dupes.yml:3:1: duplicate key 'a' in mapping; using the last value"),
        yaml.warnings());
  }

  @Test
  void mergeKeysAndAliases() {
    Map<String, Object> m =
        map(
            "base: &base {a: 1, b: 2}\nmore: &more {b: 9, c: 3}\n"
                + "one:\n  <<: *base\n  b: 5\n"
                + "two:\n  <<: [*base, *more]\n"
                + "alias: *base\n");
    assertEquals(Map.of("a", 1, "b", 5), m.get("one"));
    assertEquals(Map.of("a", 1, "b", 2, "c", 3), m.get("two"));
    assertEquals(Map.of("a", 1, "b", 2), m.get("alias"));
  }

  @Test
  void multipleDocumentsAndEmptyFiles() {
    Located yaml = YamlFiles.parse(FILE, "a: 1\n---\nb: 2\n", VAULT);
    assertEquals(2, yaml.documents().size());
    PlayError e = assertThrows(PlayError.class, yaml::single);
    assertEquals(
        "test.yml:3:1: error: expected a single document in the stream, found more",
        e.render().lines().findFirst().orElseThrow());
    assertNull(YamlFiles.parse(FILE, "", VAULT).single());
    assertNull(YamlFiles.parse(FILE, "# only a comment\n", VAULT).single());
  }

  @Test
  void syntaxErrorPointsAtTheProblem() {
    PlayError e =
        assertThrows(PlayError.class, () -> YamlFiles.read(ERRORS.resolve("syntax2.yml"), VAULT));
    assertEquals(PlayError.Kind.PARSE, e.kind());
    assertEquals(
        String.join(
            "\n",
            "src/test/resources/playbook/errors/syntax2.yml:4:11: error: YAML syntax error: "
                + "mapping values are not allowed here",
            "         debug: msg=x",
            "              ^"),
        e.render());
  }

  @Test
  void aCharacterYamlRefusesAndNestingPastItsLimitAreErrorsWithTheirPlace() {
    PlayError control =
        assertThrows(PlayError.class, () -> YamlFiles.parse(FILE, "a: 1\nb: x\u0000y\n", VAULT));
    assertEquals(
        "test.yml:2:5: error: YAML syntax error: character U+0000 is not allowed in YAML",
        control.render().lines().findFirst().orElseThrow());
    PlayError deep =
        assertThrows(
            PlayError.class,
            () ->
                YamlFiles.parse(
                    FILE, "x:\n  y: " + "{a: ".repeat(60) + "1" + "}".repeat(60) + "\n", VAULT));
    assertEquals(
        "test.yml:2:198: error: YAML syntax error: Nesting Depth exceeded max 50",
        deep.render().lines().findFirst().orElseThrow(),
        "the 49th '{' is the 51st collection");
  }

  @Test
  void aValueItsTagRefusesIsAnErrorAtIt() {
    PlayError e =
        assertThrows(
            PlayError.class, () -> YamlFiles.parse(FILE, "vars: {n: !!int eight}\n", VAULT));
    assertEquals(
        "test.yml:1:11: error: bad YAML: For input string: \"eight\"",
        e.render().lines().findFirst().orElseThrow());
  }

  @Test
  void aDocumentThatIsAScalarHasItsPlace() {
    Located yaml = YamlFiles.parse(FILE, "# a comment\n--- just text\n", VAULT);
    assertEquals(new Source("test.yml", 2, 5), yaml.sourceOf(yaml.single()));
  }

  @Test
  void unclosedQuoteIsASyntaxError() {
    PlayError e =
        assertThrows(PlayError.class, () -> YamlFiles.read(ERRORS.resolve("syntax.yml"), VAULT));
    assertEquals(
        "src/test/resources/playbook/errors/syntax.yml:6:1: error: YAML syntax error: "
            + "found unexpected end of stream (while scanning a quoted scalar)",
        e.render().lines().findFirst().orElseThrow());
  }

  @Test
  void varsFileMustBeAMapping() {
    PlayError e =
        assertThrows(
            PlayError.class, () -> YamlFiles.loadVarsFile(ERRORS.resolve("vars_list.yml"), VAULT));
    assertEquals(
        "src/test/resources/playbook/errors/vars_list.yml:1:1: error: variables file "
            + "'src/test/resources/playbook/errors/vars_list.yml' must contain a mapping (dictionary), got list",
        e.render().lines().findFirst().orElseThrow());
    assertEquals(
        Map.of("a", 3, "b", 2), YamlFiles.loadVarsFile(ERRORS.resolve("dupes.yml"), VAULT));
  }

  @Test
  void sequenceValuesMayBeNull() {
    assertEquals(Arrays.asList("a", null), YamlFiles.parse(FILE, "- a\n-\n", VAULT).single());
  }
}
