package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.local.LocalConnection;
import dev.play.facts.cache.FactCache;
import dev.play.facts.cache.JsonFileFactCache;
import dev.play.inventory.Inventory;
import dev.play.inventory.InventoryLoader;
import dev.play.module.catalog.BuiltinModules;
import dev.play.output.HostResult;
import dev.play.output.RunListener;
import dev.play.output.TaskHeader;
import dev.play.playbook.PlaybookLoader;
import dev.play.value.JsonText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs that share a jsonfile fact cache, on two local hosts: which facts go into it, which runs
 * gather, what later runs see, and what clear_facts, a corrupt entry and an expired one do.
 */
class FactCacheRunTest {
  @TempDir Path dir;
  Path cacheDir;
  Path inventory;

  @BeforeEach
  void files() throws IOException {
    cacheDir = dir.resolve("facts");
    inventory = Files.writeString(dir.resolve("hosts.ini"), "a\nb\n");
  }

  /** What one run reported: hosts that gathered, each debug message by host, the warnings. */
  record Run(List<String> gathered, Map<String, List<Object>> messages, List<String> warnings) {}

  private Run run(String playbook, Gathering gathering, int verbosity) throws IOException {
    return run(playbook, gathering, verbosity, JsonFileFactCache.open(cacheDir, "", 86400));
  }

  private Run run(String playbook, Gathering gathering, int verbosity, FactCache cache)
      throws IOException {
    Path pb = Files.writeString(dir.resolve("pb.yml"), playbook);
    Run out =
        new Run(
            Collections.synchronizedList(new ArrayList<>()),
            new java.util.concurrent.ConcurrentHashMap<>(),
            Collections.synchronizedList(new ArrayList<>()));
    RunListener listener =
        new RunListener() {
          @Override
          public void hostResult(HostResult r) {
            if (r.task().kind() == TaskHeader.Kind.FACTS) {
              out.gathered().add(r.host());
            } else if (r.result().containsKey("msg") && "debug".equals(r.task().module())) {
              out.messages()
                  .computeIfAbsent(r.host(), h -> Collections.synchronizedList(new ArrayList<>()))
                  .add(r.result().get("msg"));
            }
          }

          @Override
          public void warning(String message) {
            out.warnings().add(message);
          }
        };
    RunOptions options =
        new RunOptions(
            false, false, 1, Set.of(), Set.of(), null, Map.of(), null, verbosity, false, List.of(),
            null, gathering);
    Inventory inv =
        InventoryLoader.load(List.of(inventory.toString()), dev.play.vault.VaultContext.none());
    PlaybookLoader loader = new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of());
    new PlaybookRunner(
            dev.play.engine.RunSession.of(
                new dev.play.secret.Secrets(),
                dev.play.vault.Vault.none(),
                dev.play.engine.VarPrompts.NO_TERMINAL),
            options,
            new RunSources(inv, () -> inv, cache),
            loader,
            BuiltinModules.registry(),
            listener,
            (host, vars) -> new LocalConnection(host))
        .run(List.of(loader.load(pb)));
    return out;
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> entry(String host) throws Exception {
    return (Map<String, Object>) JsonText.parse(Files.readString(cacheDir.resolve(host)));
  }

  private static final String WRITE =
      """
      - hosts: all
        gather_subset: [min]
        tasks:
          - set_fact: {plain: 1}
          - set_fact: {kept: "{{ inventory_hostname }}-kept", cacheable: "{{ 'yes' }}"}
            register: r
          - debug: {msg: "{{ r }}"}
      """;

  private static final String READ =
      """
      - hosts: all
        tasks:
          - debug:
              msg: "{{ kept }} {{ ansible_facts.kept }} {{ ansible_system }} {{ ansible_facts.system }} {{ plain | default('none') }}"
      """;

  @Test
  void smartGatheringGathersOnceAcrossRunsAndLaterRunsSeeTheCachedFacts() throws Exception {
    Run first = run(WRITE, Gathering.SMART, 0);
    assertEquals(Set.of("a", "b"), Set.copyOf(first.gathered()));
    assertEquals(
        List.of(
            Map.of("ansible_facts", Map.of("kept", "a-kept"), "changed", false, "failed", false)),
        first.messages().get("a"),
        "set_fact's cacheable mark is not registered, as in Ansible");
    Map<String, Object> entry = entry("a");
    assertEquals("Linux", entry.get("ansible_system"));
    assertEquals("a-kept", entry.get("kept"));
    assertEquals(true, entry.get("_ansible_facts_gathered"));
    assertEquals(true, entry.get("module_setup"));
    assertFalse(entry.containsKey("plain"), "a set_fact without cacheable stays out of the cache");

    Files.writeString(
        cacheDir.resolve("b"),
        Files.readString(cacheDir.resolve("b")).replace("\"Linux\"", "\"Edited\""));
    Run second = run(READ, Gathering.SMART, 0);
    assertEquals(List.of(), second.gathered(), "both hosts' facts were gathered by an earlier run");
    assertEquals(List.of("a-kept a-kept Linux Linux none"), second.messages().get("a"));
    assertEquals(
        List.of("b-kept b-kept Edited Edited none"),
        second.messages().get("b"),
        "the facts come from the file");
    assertEquals(List.of(), second.warnings());
  }

  @Test
  void implicitGatheringGathersAgainOverTheCachedFactsAndKeepsTheOthers() throws Exception {
    run(WRITE, Gathering.SMART, 0);
    Files.writeString(
        cacheDir.resolve("a"),
        Files.readString(cacheDir.resolve("a")).replace("\"Linux\"", "\"Edited\""));
    Run again = run(READ, Gathering.IMPLICIT, 0);
    assertEquals(Set.of("a", "b"), Set.copyOf(again.gathered()));
    assertEquals(List.of("a-kept a-kept Linux Linux none"), again.messages().get("a"));
    assertEquals("Linux", entry("a").get("ansible_system"), "written again");
  }

  @Test
  void aPlayThatDoesNotGatherStillSeesTheCachedFactsOfItsHostsAndOthers() throws Exception {
    run(WRITE, Gathering.SMART, 0);
    Run run =
        run(
            READ.replace("- hosts: all", "- hosts: b\n  gather_facts: false"),
            Gathering.IMPLICIT,
            0);
    assertEquals(List.of(), run.gathered());
    assertEquals(List.of("b-kept b-kept Linux Linux none"), run.messages().get("b"));
    Run other = run(HOSTVARS, Gathering.IMPLICIT, 0);
    assertEquals(
        List.of("a-kept Linux Linux"),
        other.messages().get("b"),
        "hostvars of a host outside the play");
  }

  private static final String HOSTVARS =
      """
      - hosts: b
        gather_facts: false
        tasks:
          - debug: {msg: "{{ hostvars.a.kept }} {{ hostvars.a.ansible_facts.system }} {{ hostvars.a.ansible_system }}"}
      """;

  @Test
  void smartGathersWhereOnlyASetFactWasCached() throws Exception {
    run(
        """
        - hosts: all
          gather_facts: false
          tasks:
            - set_fact: {kept: yes, cacheable: true}
        """,
        Gathering.SMART,
        0);
    assertEquals(Map.of("kept", true), entry("a"), "no gathering, so no mark");
    Run run = run(READ.replace("{{ kept }} ", "{{ kept }}/"), Gathering.SMART, 0);
    assertEquals(Set.of("a", "b"), Set.copyOf(run.gathered()));
    assertEquals(List.of("True/True Linux Linux none"), run.messages().get("a"));
  }

  @Test
  void clearFactsEmptiesTheCacheAndASmartPlayAfterItGathersAgain() throws Exception {
    run(WRITE, Gathering.SMART, 0);
    Run run =
        run(
            """
        - hosts: all
          gather_facts: false
          tasks:
            - meta: clear_facts
              when: inventory_hostname == 'b'
            - debug: {msg: "{{ ansible_facts.kept | default('gone') }}"}
            - meta: clear_facts
              when: inventory_hostname == 'a'
            - debug: {msg: "{{ ansible_facts.kept | default('gone') }}"}
        - hosts: all
          gather_subset: [min]
          tasks:
            - debug: {msg: "{{ ansible_facts.kept | default('gone') }} {{ ansible_system }}"}
        """,
            Gathering.SMART,
            0);
    assertEquals(
        List.of("b-kept", "gone", "gone Linux"),
        run.messages().get("b"),
        "as Ansible: the condition is taken on the first host, then every host's facts go");
    assertEquals(Set.of("a", "b"), Set.copyOf(run.gathered()));
    assertFalse(
        entry("b").containsKey("kept"), "the entry was removed, then written by the new gathering");
  }

  @Test
  void aCorruptEntryIsIgnoredWithAWarningAndWrittenAnew() throws Exception {
    run(WRITE, Gathering.SMART, 0);
    Files.writeString(cacheDir.resolve("a"), "{\"ansible_system\": ");
    Run run = run(READ.replace("{{ kept }} {{ ansible_facts.kept }} ", ""), Gathering.SMART, 0);
    assertEquals(List.of("a"), run.gathered());
    assertEquals(
        List.of(
            "ignoring the fact cache file "
                + cacheDir.resolve("a")
                + " of a: not valid JSON: End of input at"
                + " line 1 column 20"),
        run.warnings());
    assertEquals(List.of("Linux Linux none"), run.messages().get("a"));
    assertEquals("Linux", entry("a").get("ansible_system"));
  }

  @Test
  void anExpiredEntryIsNoneSilentlyOrWithAWarningUnderVerbose() throws Exception {
    run(WRITE, Gathering.SMART, 0);
    FileTime twoDaysAgo = FileTime.from(Instant.now().minus(Duration.ofDays(2)));
    Files.setLastModifiedTime(cacheDir.resolve("a"), twoDaysAgo);
    Run quiet = run(READ.replace("{{ kept }} {{ ansible_facts.kept }} ", ""), Gathering.SMART, 0);
    assertEquals(List.of("a"), quiet.gathered());
    assertEquals(List.of(), quiet.warnings());
    assertFalse(entry("a").containsKey("kept"), "rewritten from this run's facts only, as Ansible");

    Files.setLastModifiedTime(cacheDir.resolve("b"), twoDaysAgo);
    Run verbose = run(READ.replace("{{ kept }} {{ ansible_facts.kept }} ", ""), Gathering.SMART, 1);
    assertEquals(List.of("b"), verbose.gathered());
    assertEquals(1, verbose.warnings().size(), verbose.warnings()::toString);
    assertTrue(
        verbose
            .warnings()
            .get(0)
            .matches(
                "the fact cache entry of b \\("
                    + cacheDir.resolve("b")
                    + "\\) expired: written 17280\\d s ago, fact_caching_timeout is 86400 s"),
        verbose.warnings()::toString);
  }

  @Test
  void factsOfOtherModulesAreCachedByTheirOwnNames() throws Exception {
    run(
        """
        - hosts: a
          gather_facts: false
          tasks:
            - getent: {database: passwd, key: root}
        """,
        Gathering.SMART,
        0);
    @SuppressWarnings("unchecked")
    Map<String, Object> passwd = (Map<String, Object>) entry("a").get("getent_passwd");
    assertTrue(passwd.containsKey("root"), entry("a")::toString);
    Run run =
        run(
            """
        - hosts: a
          gather_facts: false
          tasks:
            - debug: {msg: "{{ getent_passwd.root[1] }} {{ ansible_facts.getent_passwd.root[1] }}"}
        """,
            Gathering.SMART,
            0);
    assertEquals(List.of("0 0"), run.messages().get("a"));
  }
}
