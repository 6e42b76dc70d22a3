package dev.play.facts.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.value.JsonText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** play's facts to Ansible's fact cache entry and back. */
class CachedFactsTest {
  @SuppressWarnings("unchecked")
  private static Map<String, Object> gatheredByAnsible() throws Exception {
    return (Map<String, Object>)
        JsonText.parse(
            Files.readString(Path.of("src/test/resources/factcache/gathered-by-ansible-2.14")));
  }

  @Test
  void anEntryAnsibleWroteSplitsIntoGatheredFactsAndOthers() throws Exception {
    CachedFacts facts = CachedFacts.of(gatheredByAnsible());
    assertEquals("Debian", facts.gathered().get("distribution"));
    assertEquals("12", facts.gathered().get("distribution_major_version"));
    assertEquals(
        Map.of("gather_subset", List.of("!all", "!min", "distribution"), "module_setup", true),
        facts.others());
    assertTrue(facts.gatheredOnce(), "the mark of Ansible's gather_facts");
  }

  @Test
  void playsFactsBecomeAnsiblesEntry() {
    Map<String, Object> gathered = new LinkedHashMap<>();
    gathered.put("distribution", "Debian");
    gathered.put("gather_subset", List.of("min"));
    gathered.put("ansible_already", 1);
    CachedFacts facts =
        new CachedFacts(gathered, Map.of("cached_one", "hello", "ansible_local", Map.of()), true);
    assertEquals(
        Map.of(
            "ansible_distribution",
            "Debian",
            "gather_subset",
            List.of("min"),
            "ansible_already",
            1,
            "cached_one",
            "hello",
            "ansible_local",
            Map.of(),
            "module_setup",
            true,
            "_ansible_facts_gathered",
            true),
        facts.entry());
    Map<String, Object> notGathered = new CachedFacts(Map.of(), Map.of("x", 1), false).entry();
    assertEquals(
        Map.of("x", 1), notGathered, "no mark without a gathering: smart gathering still gathers");
  }

  @Test
  void anAnsibleEntryComesBackUnchanged() throws Exception {
    assertEquals(gatheredByAnsible(), CachedFacts.of(gatheredByAnsible()).entry());
    Map<String, Object> setFactOnly =
        Map.of("cached_one", "hello", "ansible_local", Map.of("x", Map.of()));
    CachedFacts facts = CachedFacts.of(setFactOnly);
    assertEquals(
        setFactOnly,
        facts.others(),
        "ansible_local is a fact by its own name, as Ansible keeps it");
    assertFalse(facts.gatheredOnce());
    assertEquals(setFactOnly, facts.entry());
  }

  @Test
  void internalKeysOtherThanTheMarkAreNoFacts() {
    CachedFacts facts =
        CachedFacts.of(Map.of("_ansible_facts_gathered", false, "_ansible_other", 1, "x", 2));
    assertEquals(Map.of(), facts.gathered());
    assertEquals(Map.of("x", 2), facts.others());
    assertFalse(facts.gatheredOnce());
  }
}
