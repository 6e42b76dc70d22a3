package dev.play.yaml;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.value.Maps;
import dev.play.value.UnsafeText;
import dev.play.vault.VaultContext;
import dev.play.vault.VaultException;
import dev.play.vault.VaultedScalar;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;

/**
 * The one YAML loader: its tags read alike by every reader, its limits, the marks of what it reads,
 * and what each reader says about YAML it refuses ({@code yaml/refusals.yaml}).
 */
class YamlLoaderTest {
  private static final VaultContext NO_VAULT = VaultContext.none();

  private static final Path FILE = Path.of("t.yml");
  private static final String VAULTED = "$ANSIBLE_VAULT;1.1;ROT13\n6162\n";

  private static Map<String, Object> positioned(String text) {
    return Maps.cast(YamlLoader.positioned(NO_VAULT, FILE, text).documents().get(0));
  }

  private static Map<String, Object> plain(String text) {
    return Maps.cast(YamlLoader.value(NO_VAULT, FILE, YamlLoader.compose(FILE, text)));
  }

  private static Map<String, Object> fromText(String text) {
    return Maps.cast(YamlLoader.load(text, FILE.toString(), YamlLoader.Tags.PLAY, NO_VAULT));
  }

  private static final List<Function<String, Map<String, Object>>> READERS =
      List.of(YamlLoaderTest::positioned, YamlLoaderTest::plain, YamlLoaderTest::fromText);

  @Test
  void everyReaderReadsTheTagsAndTypesAlike() {
    String text =
        "secret: !vault |\n  "
            + VAULTED.replace("\n", "\n  ")
            + "\nraw: !unsafe '{{ x }}'\n"
            + "day: 2024-01-02\nflag: yes\nmode: 0644\nnothing: ~\n";
    for (Function<String, Map<String, Object>> reader : READERS) {
      Map<String, Object> m = reader.apply(text);
      VaultedScalar secret = assertInstanceOf(VaultedScalar.class, m.get("secret"));
      assertEquals(VAULTED, secret.written());
      VaultException e = assertThrows(VaultException.class, secret::plain);
      assertEquals(Source.of("t.yml:1:9"), e.source(), "a vaulted value names where it is written");
      assertEquals(new UnsafeText("{{ x }}"), m.get("raw"));
      assertEquals("2024-01-02", m.get("day"), "timestamps stay text");
      assertEquals(420, m.get("mode"));
      assertTrue(m.containsKey("nothing") && m.get("nothing") == null);
      assertEquals(true, m.get("flag"));
    }
  }

  @Test
  void aTextReadWithYamlsTagsAloneRefusesPlaysAsPyYamlsSafeLoaderDoes() {
    YAMLException e =
        assertThrows(
            YAMLException.class,
            () -> YamlLoader.load("a: !unsafe x\n", "t", YamlLoader.Tags.YAML, NO_VAULT));
    assertEquals(
        "could not determine a constructor for the tag !unsafe",
        e.getMessage().lines().findFirst().orElseThrow());
    assertEquals(
        List.of(Map.of("day", "2024-01-02"), 420),
        YamlLoader.loadAll("day: 2024-01-02\n--- 0644\n", "t", YamlLoader.Tags.YAML, NO_VAULT));
  }

  @Test
  void thePositionedReaderKeepsKeysAsWrittenAndThePlainOneTypesThem() {
    String text = "yes: a\n1: {17: b}\n";
    Map<String, Object> p = positioned(text);
    assertEquals(List.of("yes", "1"), List.copyOf(p.keySet()));
    YamlDocuments yaml = YamlLoader.positioned(NO_VAULT, FILE, text);
    assertEquals(
        Map.of("17", 17), yaml.typedKeys().get(Maps.cast(yaml.documents().get(0)).get("1")));
    Map<String, Object> plain = plain(text);
    assertEquals(Arrays.asList(true, 1), List.copyOf(plain.keySet()));
    assertEquals(Map.of(17, "b"), plain.get(1));
    Object vars = YamlLoader.variables(NO_VAULT, FILE, YamlLoader.compose(FILE, text));
    assertEquals(
        List.of("true", "1"), List.copyOf(Maps.cast(vars).keySet()), "variable names are strings");
  }

  @Test
  void aDuplicateKeyKeepsTheLastValueWithAWarningWhenPositioned() {
    String text = "a: 1\nb: 2\na: 3\n";
    YamlDocuments yaml = YamlLoader.positioned(NO_VAULT, FILE, text);
    assertEquals(Map.of("a", 3, "b", 2), yaml.documents().get(0));
    assertEquals(
        List.of("t.yml:3:1: duplicate key 'a' in mapping; using the last value"), yaml.warnings());
    Node root = YamlLoader.compose(FILE, text);
    assertEquals(Map.of("a", 3, "b", 2), YamlLoader.value(NO_VAULT, FILE, root));
    assertEquals(
        2,
        ((MappingNode) root).getValue().size(),
        "the plain reader drops the earlier key from the node");
    assertEquals(Map.of("a", 3, "b", 2), fromText(text));
  }

  @Test
  void marksAreOneBasedLinesAndColumns() {
    String text = "# head\n---\ntop:\n  list: [a, {k: v}]\n";
    YamlDocuments yaml = YamlLoader.positioned(NO_VAULT, FILE, text);
    Map<String, Object> top = Maps.cast(Maps.cast(yaml.documents().get(0)).get("top"));
    List<Object> list = Maps.list(top.get("list"));
    assertEquals(List.of(new Source("t.yml", 3, 1)), yaml.starts());
    assertEquals(new Source("t.yml", 4, 3), yaml.nodes().get(top));
    assertEquals(new Source("t.yml", 4, 3), yaml.keys().get(top).get("list"));
    assertEquals(new Source("t.yml", 4, 9), yaml.nodes().get(list));
    assertEquals(new Source("t.yml", 4, 14), yaml.keys().get(list.get(1)).get("k"));
    MappingNode root = (MappingNode) YamlLoader.compose(FILE, text);
    Node listNode =
        ((MappingNode) root.getValue().get(0).getValueNode()).getValue().get(0).getValueNode();
    assertEquals(new Source("t.yml", 4, 9), YamlLoader.source(FILE, listNode));
  }

  @Test
  void aliasesAreSharedAndLimitedInEveryReader() {
    String allowed = aliases(YamlLoader.MAX_ALIASES);
    List<Object> items =
        Maps.list(
            Maps.cast(YamlLoader.positioned(NO_VAULT, FILE, allowed).documents().get(0)).get("l"));
    assertSame(items.get(0), items.get(YamlLoader.MAX_ALIASES - 1));
    YamlLoader.compose(FILE, allowed);
    YamlLoader.load(allowed, "t.yml", YamlLoader.Tags.PLAY, NO_VAULT);
    String tooMany = aliases(YamlLoader.MAX_ALIASES + 1);
    String message =
        "Number of aliases for non-scalar nodes exceeds the specified max="
            + YamlLoader.MAX_ALIASES;
    int line = YamlLoader.MAX_ALIASES + 3;
    assertEquals(
        "t.yml:" + line + ":5: error: YAML syntax error: " + message,
        firstLine(
            assertThrows(PlayError.class, () -> YamlLoader.positioned(NO_VAULT, FILE, tooMany))));
    assertEquals(
        "t.yml:" + line + ":5: error: bad YAML: " + message,
        firstLine(assertThrows(PlayError.class, () -> YamlLoader.compose(FILE, tooMany))));
    assertEquals(
        message,
        assertThrows(
                YAMLException.class,
                () -> YamlLoader.load(tooMany, "t.yml", YamlLoader.Tags.PLAY, NO_VAULT))
            .getMessage());
  }

  /** A list of {@code n} aliases to one list, from line 3. */
  private static String aliases(int n) {
    return "base: &b [1]\nl:\n" + "  - *b\n".repeat(n);
  }

  @Test
  void aBillionLaughsIsRefusedByEveryReader() {
    StringBuilder b = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
    for (char c = 'b'; c <= 'g'; c++) {
      b.append(c)
          .append(": &")
          .append(c)
          .append(" [")
          .append(("*" + (char) (c - 1) + ", ").repeat(9))
          .append('*')
          .append((char) (c - 1))
          .append("]\n");
    }
    String text = b.toString();
    String refusal =
        "t.yml:6:4: error: this value stands for more than "
            + YamlExpansion.MAX_VALUES
            + " values once its aliases are expanded (YAML \"billion laughs\")";
    assertEquals(
        refusal,
        firstLine(
            assertThrows(PlayError.class, () -> YamlLoader.positioned(NO_VAULT, FILE, text))));
    assertEquals(
        refusal, firstLine(assertThrows(PlayError.class, () -> YamlLoader.compose(FILE, text))));
    assertEquals(
        refusal,
        firstLine(
            assertThrows(
                PlayError.class,
                () -> YamlLoader.load(text, "t.yml", YamlLoader.Tags.PLAY, NO_VAULT))));
  }

  @Test
  void aSyntaxErrorShowsItsLineWithACaret() {
    PlayError e = assertThrows(PlayError.class, () -> YamlLoader.compose(FILE, "a: 1\nb: c: d\n"));
    assertEquals(
        "t.yml:2:5: error: bad YAML: mapping values are not allowed here\n    b: c: d\n        ^",
        e.render());
  }

  @TestFactory
  Stream<DynamicTest> eachReaderSaysWhatItRefuses() {
    return refusals().stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.get("name"),
                    () -> {
                      String text = c.get("yaml");
                      assertEquals(
                          c.get("positioned"),
                          outcome(() -> YamlLoader.positioned(NO_VAULT, FILE, text)),
                          "positioned");
                      assertEquals(
                          c.get("plain"), outcome(() -> YamlLoader.compose(FILE, text)), "plain");
                      assertEquals(
                          c.get("text"),
                          outcome(
                              () -> YamlLoader.load(text, "t.yml", YamlLoader.Tags.PLAY, NO_VAULT)),
                          "text");
                    }));
  }

  private static String outcome(Runnable read) {
    try {
      read.run();
      return "ok";
    } catch (PlayError e) {
      return firstLine(e);
    } catch (YAMLException e) {
      return e.getMessage().lines().findFirst().orElse("");
    }
  }

  private static String firstLine(PlayError e) {
    return e.render().lines().findFirst().orElseThrow();
  }

  private static List<Map<String, String>> refusals() {
    try (InputStream in = YamlLoaderTest.class.getResourceAsStream("/yaml/refusals.yaml")) {
      return new Yaml().load(in);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
