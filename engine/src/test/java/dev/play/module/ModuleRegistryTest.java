package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.cases.CaseFiles;
import dev.play.module.catalog.BuiltinModules;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ModuleRegistryTest {
  private final ModuleRegistry registry = BuiltinModules.registry();

  /**
   * Modules whose branches are not data-file cases, each with where it is tested instead: aliases
   * of a module that has them, the engine-side ones, and the fact gatherers, whose parsers read
   * captured outputs.
   */
  private static final Map<String, String> TESTED_ELSEWHERE =
      Map.ofEntries(
          Map.entry("systemd_service", "an alias of systemd"),
          Map.entry("docker_compose", "an alias of docker_compose_v2"),
          Map.entry("add_host", "InventoryOverlayTest, AddedHostOverSshTest"),
          Map.entry("group_by", "InventoryOverlayTest, InventoryChangesRunTest"),
          Map.entry("pause", "engine: EngineBehaviourTest"),
          Map.entry("include_vars", "IncludeVarsModuleTest"),
          Map.entry("setup", "FactCasesTest, AnsibleSetupCasesTest, FactsOverSshTest"),
          Map.entry("gpu_facts", "HostFactsTest (captured nvidia-smi outputs), FactsOverSshTest"),
          Map.entry("rdma_facts", "FactsOverSshTest"),
          Map.entry("hostname", "SystemModulesOverSshTest"));

  /**
   * A module added without data-file cases for its branches (cases/NAME/ or probe-cases/NAME/)
   * fails here, unless said above.
   */
  @Test
  void everyModuleHasDataFileCasesOrSaysWhereItIsTested() throws Exception {
    Set<String> cases = new java.util.HashSet<>(CaseFiles.root("cases").dirs());
    cases.addAll(CaseFiles.root("probe-cases").dirs());
    List<String> without =
        registry.shortNames().stream()
            .filter(n -> !cases.contains(n) && !TESTED_ELSEWHERE.containsKey(n))
            .toList();
    assertEquals(List.of(), without, "modules without cases/NAME/ or probe-cases/NAME/");
    TESTED_ELSEWHERE
        .keySet()
        .forEach(n -> assertTrue(registry.shortNames().contains(n), n + " is no module"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"command", "ansible.builtin.command", "ansible.legacy.command"})
  void findsShortAndFqcnNames(String action) {
    assertEquals("command", registry.find(action).orElseThrow().name());
  }

  /** Only the names Ansible resolves to a module find it (names/resolve.yaml has the rest). */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "copyy",
        "ansible.builtin.nope",
        "other.collection.command",
        "ansible.builtin.",
        "meta",
        "ansible.builtin.meta",
        "ansible.posix.command",
        "community.general.command",
        "community.docker.command"
      })
  void doesNotFindOthers(String action) {
    assertTrue(registry.find(action).isEmpty());
  }

  @Test
  void everyModuleHasOneFullyQualifiedNameInAKnownCollection() {
    Set<String> collections =
        Set.of(
            "ansible.builtin",
            "ansible.posix",
            "community.general",
            "community.docker",
            ModuleNames.PLAY_OWN);
    for (Module m : registry.modules()) {
      assertTrue(collections.contains(m.fqcn().substring(0, m.fqcn().lastIndexOf('.'))), m.fqcn());
      assertEquals(m.name(), m.fqcn().substring(m.fqcn().lastIndexOf('.') + 1), m.fqcn());
      assertEquals(m, registry.find(m.fqcn()).orElseThrow(), m.fqcn());
    }
  }

  @Test
  void unknownModuleSuggestsClosestName() {
    ModuleRegistry withCopy = new ModuleRegistry(List.of(ArgSpecBindTest.COPY));
    assertEquals(
        "couldn't resolve module/action 'cpy' (did you mean 'copy'?)",
        withCopy.unknownModuleMessage("cpy"));
    assertEquals(
        "couldn't resolve module/action 'ansible.builtin.comand' (did you mean 'ansible.builtin.command'?)",
        registry.unknownModuleMessage("ansible.builtin.comand"));
    assertEquals(
        "couldn't resolve module/action 'include_task' (did you mean 'include_tasks'?)",
        registry.unknownModuleMessage("include_task"));
    assertEquals(
        "couldn't resolve module/action 'kubernetes'", registry.unknownModuleMessage("kubernetes"));
  }

  @Test
  void engineActionsAreNotModules() {
    for (String a :
        List.of(
            "meta",
            "include_tasks",
            "import_tasks",
            "include_role",
            "import_role",
            "ansible.builtin.meta",
            "ansible.legacy.include_role",
            "ansible.builtin.import_tasks")) {
      assertTrue(ModuleRegistry.isEngineAction(a), a);
    }
    assertFalse(ModuleRegistry.isEngineAction("include_vars"));
    assertFalse(ModuleRegistry.isEngineAction("community.general.meta"));
    assertFalse(ModuleRegistry.isEngineAction("command"));
  }

  @Test
  void duplicateNamesAreRejected() {
    assertThrows(
        IllegalArgumentException.class,
        () -> new ModuleRegistry(List.of(ArgSpecBindTest.COPY, ArgSpecBindTest.COPY)));
  }

  @Test
  void openEndedSpecAcceptsAnyName() {
    Module setFact = registry.find("set_fact").orElseThrow();
    assertEquals(List.of(), setFact.spec().unknown(Set.of("anything", "cacheable")));
    assertEquals(List.of("cacheable"), setFact.spec().spellings());
  }
}
