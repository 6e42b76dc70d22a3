package dev.play.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.error.PlayError;
import dev.play.playbook.PlaybookLoader;
import dev.play.value.UnsafeText;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ExtraVarsTest {
  private final PlaybookLoader loader =
      new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of());

  @Test
  void keyValuesWithQuotes() {
    assertEquals(
        Map.of("a", "1", "b", "two words", "c", "x=y"),
        ExtraVars.parse(List.of("a=1 b=\"two words\" c='x=y'"), loader));
  }

  @Test
  void inlineJsonKeepsTypesAndLaterWins() {
    assertEquals(
        Map.of("n", 3, "l", List.of(1, 2)),
        ExtraVars.parse(List.of("n=1", "{\"n\": 3, \"l\": [1, 2]}"), loader));
  }

  @Test
  void inlineYamlIsReadAsEveryFileIs() {
    Map<String, Object> vars =
        ExtraVars.parse(List.of("{day: 2024-01-02, raw: !unsafe '{{ x }}'}"), loader);
    assertEquals(Map.of("day", "2024-01-02", "raw", new UnsafeText("{{ x }}")), vars);
    PlayError e =
        assertThrows(PlayError.class, () -> ExtraVars.parse(List.of("{a: !custom 1}"), loader));
    assertEquals("-e: error: extra vars are not valid YAML/JSON: {a: !custom 1}", e.render());
  }

  @Test
  void badWordIsAnOptionsError() {
    PlayError e = assertThrows(PlayError.class, () -> ExtraVars.parse(List.of("novalue"), loader));
    assertEquals(PlayError.Kind.OPTIONS, e.kind());
    assertEquals(
        "-e: error: extra vars must be key=value, @file or a mapping; got 'novalue'", e.render());
  }
}
