package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every module is documented on its page, and its section names every argument and alias it accepts. */
class ModuleDocsTest {
  static Stream<String> modules() {
    return ModuleRegistry.builtins().names().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void sectionNamesEveryArgument(String name) {
    Module m = ModuleRegistry.builtins().find(name).orElseThrow();
    Optional<String> section = ModuleDocs.section(m);
    assertTrue(section.isPresent(), "no section for " + name + " on docs/modules/" + ModuleDocs.page(m) + ".md");
    assertTrue(section.get().startsWith("##"), "the page's title names " + name + ": play doc would print the whole page");
    List<String> missing = new ArrayList<>();
    List<String> names = new ArrayList<>(m.spec().allowed());
    names.addAll(m.spec().aliases().keySet());
    names.remove(ArgSpec.ANY);
    for (String arg : names) {
      if (!section.get().contains("`" + arg + "`")) {
        missing.add(arg);
      }
    }
    assertEquals(List.of(), missing.stream().sorted().toList(),
        "arguments of " + name + " not named (in backquotes) in its section of docs/modules/" + ModuleDocs.page(m) + ".md");
  }

  @Test
  void sectionRunsToTheNextHeadingOfTheSameLevel() {
    String md = "# Page\n\n## `apt` and friends\n\nargs\n\n### Notes\n\nmore\n\n## apt_key\n\nkeys\n";
    assertEquals("## `apt` and friends\n\nargs\n\n### Notes\n\nmore\n", ModuleDocs.section(md, "apt").orElseThrow());
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
    assertEquals("## ansible.posix.sysctl\n\nkernel\n", ModuleDocs.section(md, "sysctl").orElseThrow());
  }
}
