package dev.play.collection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.play.lookup.Lookup;
import dev.play.lookup.Lookups;
import dev.play.module.Module;
import dev.play.module.ModuleNames;
import dev.play.module.catalog.BuiltinModules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code ansible-routing.txt} against the runtime files of the ansible-core and collections
 * installed here (Debian's {@code ansible}: ansible-core 2.14.18, ansible.posix 1.5.4,
 * community.general 6.6.2, community.docker 3.4.7), when they are: the table is exactly what {@link
 * RoutingTableGenerator} writes from them, plus the {@code newer} lines kept by hand; and every
 * native module is one the installed Ansible has, or a {@code newer} one. Skipped without Ansible.
 * {@code -Dplay.routing.update=true} writes the table anew (then review the diff).
 */
class AnsibleRoutingTest {
  private static final Path SITE = Path.of("/usr/lib/python3/dist-packages");
  private static final Path TABLE =
      Path.of("src/main/resources/dev/play/collection/ansible-routing.txt");
  private static final List<String> HEADER =
      List.of(
          "# The names Ansible 2.14 resolves to play's native modules and lookups, and the action groups",
          "# holding play's modules, from ansible-core's ansible/config/ansible_builtin_runtime.yml and each",
          "# installed collection's meta/runtime.yml (AnsibleRouting describes each kind of line).",
          "# Generated from Debian's ansible (ansible-core 2.14.18 and its collections), except the newer lines",
          "# at the end, written by hand. AnsibleRoutingTest checks it; it writes it anew with",
          "#   mvn -B -ntp -pl engine -am verify -Dtest=AnsibleRoutingTest -Dsurefire.failIfNoSpecifiedTests=false \\",
          "#     -Dplay.routing.update=true",
          "");

  private static boolean installed() {
    return Files.isRegularFile(SITE.resolve("ansible/config/ansible_builtin_runtime.yml"));
  }

  private static Set<String> modules() {
    return BuiltinModules.registry().modules().stream()
        .map(Module::fqcn)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Set<String> lookups() {
    return Lookups.all().stream().map(Lookup::fqcn).collect(Collectors.toCollection(TreeSet::new));
  }

  @Test
  void theTableIsWhatTheInstalledRuntimeFilesSay() throws IOException {
    assumeTrue(installed(), "ansible-core is not installed in " + SITE);
    List<String> written = Files.readAllLines(TABLE);
    List<String> expected = new ArrayList<>(HEADER);
    expected.addAll(
        new RoutingTableGenerator(SITE, RoutingTableGenerator.byType(SITE, modules(), lookups()))
            .lines());
    List<String> newer =
        written.stream()
            .filter(
                l ->
                    l.startsWith("newer ")
                        || l.startsWith("group-newer ")
                        || l.startsWith("# newer"))
            .toList();
    expected.add("");
    expected.addAll(newer);
    if (Boolean.getBoolean("play.routing.update")) {
      Files.write(TABLE, expected);
    }
    assertEquals(
        String.join("\n", expected),
        String.join("\n", written),
        TABLE + " (update with -Dplay.routing.update=true)");
  }

  @Test
  void everyNativeModuleIsInTheInstalledAnsibleUnlessNewer() {
    assumeTrue(installed(), "ansible-core is not installed in " + SITE);
    InstalledCollections ansible =
        new InstalledCollections(List.of(SITE.resolve("ansible_collections")));
    Catalog files =
        ansible.plugins(ModuleNames.TYPE).then(ansible.plugins(ModuleNames.ACTION_TYPE));
    AnsibleRouting routing = AnsibleRouting.bundled();
    for (String fqcn : modules()) {
      boolean own = fqcn.startsWith(ModuleNames.PLAY_OWN + ".");
      boolean newer = routing.newer().containsKey(fqcn);
      assertTrue(
          own || newer || files.has(fqcn),
          fqcn + " is neither in the installed Ansible nor marked newer");
      assertTrue(
          !newer || !files.has(fqcn), fqcn + " is marked newer but the installed Ansible has it");
    }
  }
}
