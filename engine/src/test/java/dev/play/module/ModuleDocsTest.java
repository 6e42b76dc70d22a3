package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.module.catalog.BuiltinModules;
import dev.play.playbook.PlaybookLoader;
import dev.play.playbook.Task;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every module is documented on its page; its section names every argument and alias it accepts and
 * has an example its spec accepts; every argument declares its type.
 */
class ModuleDocsTest {
  static Stream<String> modules() {
    return BuiltinModules.registry().shortNames().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void sectionNamesEveryArgument(String name) {
    Module m = BuiltinModules.registry().byShortName(name).orElseThrow();
    Optional<String> section = ModuleDocs.section(m);
    assertTrue(
        section.isPresent(),
        "no section for " + name + " on docs/modules/" + ModuleDocs.page(m) + ".md");
    assertTrue(
        section.get().startsWith("##"),
        "the page's title names " + name + ": play doc would print the whole page");
    List<String> missing = new ArrayList<>();
    List<String> names = new ArrayList<>(m.spec().allowed());
    names.addAll(m.spec().aliases().keySet());
    names.remove(ArgSpec.ANY);
    for (String arg : names) {
      if (!section.get().contains("`" + arg + "`")) {
        missing.add(arg);
      }
    }
    assertEquals(
        List.of(),
        missing.stream().sorted().toList(),
        "arguments of "
            + name
            + " not named (in backquotes) in its section of docs/modules/"
            + ModuleDocs.page(m)
            + ".md");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void everyArgumentDeclaresItsType(String name) {
    Module m = BuiltinModules.registry().byShortName(name).orElseThrow();
    assertEquals(Set.of(), m.spec().untyped(), "arguments of " + name + " declared without a type");
  }

  /**
   * The section's example parses as a task list; every task uses a module with arguments its spec
   * accepts (required ones given, literal values of the right type and among the choices; templated
   * ones stand for any value), and one uses a module this section documents.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void exampleUsesTheModuleAsItsSpecAllows(String name, @TempDir Path dir) throws Exception {
    ModuleRegistry registry = BuiltinModules.registry();
    Module m = registry.byShortName(name).orElseThrow();
    String section = ModuleDocs.section(m).orElseThrow();
    Optional<String> example = ModuleDocs.example(section);
    assertTrue(example.isPresent(), "no ```yaml example in the section of " + name);
    Path file = Files.writeString(dir.resolve(name + ".yml"), example.get());
    List<Task> tasks = new ArrayList<>();
    new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of())
        .loadTasks(file, null)
        .forEach(n -> tasks.add((Task) n));
    boolean documented = false;
    for (Task t : tasks) {
      Module used =
          registry
              .find(t.action())
              .orElseThrow(() -> new AssertionError("no module " + t.action()));
      assertEquals(
          List.of(),
          used.spec().unknown(t.args().keySet()),
          "unsupported in the example of " + name);
      assertEquals(
          List.of(), used.spec().missing(t.args().keySet()), "missing in the example of " + name);
      for (Map.Entry<String, Object> e : t.args().entrySet()) {
        if (!String.valueOf(e.getValue()).contains("{{")) {
          used.spec().convert(used.spec().canonical(e.getKey()), e.getValue());
        }
      }
      documented |= ModuleDocs.section(used).equals(Optional.of(section));
    }
    assertTrue(documented, "the example of " + name + " uses no module of its section");
  }

  @Test
  void sectionRunsToTheNextHeadingOfTheSameLevel() {
    String md =
        "# Page\n\n## `apt` and friends\n\nargs\n\n### Notes\n\nmore\n\n## apt_key\n\nkeys\n";
    assertEquals(
        "## `apt` and friends\n\nargs\n\n### Notes\n\nmore\n",
        ModuleDocs.section(md, "apt").orElseThrow());
    assertEquals("## apt_key\n\nkeys\n", ModuleDocs.section(md, "apt_key").orElseThrow());
    assertEquals(Optional.empty(), ModuleDocs.section(md, "yum"));
  }

  @Test
  void aPageTitleListingModulesIsNoSection() {
    String md = "# Packages: apt, apt_key\n\nintro\n\n## apt\n\nargs\n\n## apt_key\n\nkeys\n";
    assertEquals("## apt\n\nargs\n", ModuleDocs.section(md, "apt").orElseThrow());
  }

  @Test
  void headingMayNameSeveralModulesOrAnFqcn() {
    String md = "## systemd, service\n\nboth\n\n## ansible.posix.sysctl\n\nkernel\n";
    assertEquals("## systemd, service\n\nboth\n", ModuleDocs.section(md, "service").orElseThrow());
    assertEquals(
        "## ansible.posix.sysctl\n\nkernel\n", ModuleDocs.section(md, "sysctl").orElseThrow());
  }
}
