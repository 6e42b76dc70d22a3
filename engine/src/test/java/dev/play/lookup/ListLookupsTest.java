package dev.play.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lookups that shape lists (items, list, indexed_items, dict, nested, together, subelements,
 * random_choice), with the results Ansible 2.14 gives for the same terms.
 */
class ListLookupsTest {
  @TempDir Path dir;

  private List<Object> loop(String lookup, Object terms) {
    return LookupCalls.loop(lookup, terms, new Fixture(dir).ctx());
  }

  @Test
  void itemsOpensOneLevelListKeepsTheTerms() {
    assertEquals(List.of(1, 2, List.of(3)), loop("items", List.of(1, List.of(2, List.of(3)))));
    assertEquals(List.of("a"), loop("items", "a"));
    assertEquals(
        Arrays.asList((Object) null), loop("items", null), "None is one item, as in Ansible");
    assertEquals(List.of(List.of(1, 2), 3), loop("list", List.of(List.of(1, 2), 3)));
  }

  @Test
  void flattenedOpensListsAtAnyDepthAndStopsAtNone() {
    assertEquals(
        List.of(1, 2, 3, "a", 4),
        loop(
            "community.general.flattened",
            List.of(1, List.of(2, List.of(3, List.of("a"))), List.of(List.of(4)))));
    assertEquals(
        List.of("x"),
        loop("flattened", List.of("x", "None", "y")),
        "as the collection: None ends it");
  }

  @Test
  void indexedItemsAndDict() {
    assertEquals(
        List.of(List.of(0, "a"), List.of(1, "b"), List.of(2, "c")),
        loop("indexed_items", List.of("a", List.of("b", "c"))));
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("b", 2);
    d.put("a", 1);
    assertEquals(
        List.of(Map.of("key", "b", "value", 2), Map.of("key", "a", "value", 1)), loop("dict", d));
    LookupException e = assertThrows(LookupException.class, () -> loop("dict", List.of("x")));
    assertEquals("with_dict expects a dict, got 'x'", e.getMessage());
  }

  @Test
  void nestedAndTogetherSpliceListElements() {
    assertEquals(
        List.of(List.of("a", 1), List.of("a", 2, 3), List.of("b", 1), List.of("b", 2, 3)),
        loop("nested", List.of(List.of("a", "b"), List.of(1, List.of(2, 3)))));
    assertEquals(
        List.of(List.of("a", 1), Arrays.asList("b", null)),
        loop("together", List.of(List.of("a", "b"), List.of(1))));
    assertThrows(LookupException.class, () -> loop("nested", List.of()));
  }

  @Test
  void subelementsPairsEachParentWithoutTheListWithEachElement() {
    Map<String, Object> u = new LinkedHashMap<>();
    u.put("name", "u");
    u.put("keys", List.of("k1", "k2"));
    u.put("deep", Map.of("ks", List.of("z")));
    Map<String, Object> v = Map.of("name", "v");
    Map<String, Object> uWithoutKeys = new LinkedHashMap<>(u);
    uWithoutKeys.remove("keys");
    assertEquals(
        List.of(List.of(uWithoutKeys, "k1"), List.of(uWithoutKeys, "k2")),
        loop("subelements", List.of(List.of(u, v), "keys", Map.of("skip_missing", true))));
    Map<String, Object> uWithoutKs = new LinkedHashMap<>(u);
    uWithoutKs.put("deep", Map.of());
    assertEquals(
        List.of(List.of(uWithoutKs, "z")), loop("subelements", List.of(List.of(u), "deep.ks")));
    assertEquals(List.of("k1", "k2"), u.get("keys"), "the variable's own value is not changed");
    LookupException e =
        assertThrows(LookupException.class, () -> loop("subelements", List.of(List.of(v), "keys")));
    assertEquals("could not find 'keys' key in iterated item '{'name': 'v'}'", e.getMessage());
  }

  @Test
  void randomChoiceIsTheSamePerHostAndMayDifferBetweenHosts() {
    List<Object> terms = List.of("a", "b", "c", "d", "e", "f", "g", "h");
    java.util.Set<Object> picks = new java.util.HashSet<>();
    for (String host : List.of("n1", "n2", "n3", "n4", "n5", "n6")) {
      Fixture f = new Fixture(dir);
      f.vars.put("inventory_hostname", host);
      List<Object> pick = LookupCalls.loop("random_choice", terms, f.ctx());
      assertEquals(pick, LookupCalls.loop("random_choice", terms, f.ctx()));
      assertEquals(1, pick.size());
      assertTrue(terms.contains(pick.get(0)));
      picks.add(pick.get(0));
    }
    assertNotEquals(1, picks.size(), "six hosts do not all pick the same of eight");
    assertEquals(List.of(), loop("random_choice", List.of()));
  }
}
