package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.value.JsonText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * One case per branch of the mount, SELinux, virtualization and IPv6 facts: {@code NAME.facts}
 * (fact-script output, the lines those parsers read) and {@code NAME.json} (the facts expected),
 * under {@code resources/facts/{mounts,selinux,virtual,network}}. The expected mounts and
 * virtualization facts were computed by ansible-core 2.14's own collectors over the host each case
 * describes ({@code tools/facts-case/ansible_mounts.py}, {@code ansible_virtual.py}); the SELinux
 * ones follow libselinux 3.4, which Ansible calls; see the README there.
 */
class FactCasesTest {
  private static final Path CASES = Path.of("src/test/resources/facts");

  @TestFactory
  Stream<DynamicTest> everyCaseGivesItsFacts() throws IOException {
    List<Path> cases;
    try (Stream<Path> files =
        Stream.of("mounts", "selinux", "virtual", "network").flatMap(FactCasesTest::list)) {
      cases = files.filter(p -> p.toString().endsWith(".facts")).sorted().toList();
    }
    assertFalse(cases.isEmpty());
    return cases.stream()
        .map(c -> DynamicTest.dynamicTest(CASES.relativize(c).toString(), () -> check(c)));
  }

  private static Stream<Path> list(String dir) {
    try {
      return Files.list(CASES.resolve(dir)).toList().stream();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @SuppressWarnings("unchecked")
  private static void check(Path facts) throws Exception {
    Map<String, Object> play =
        SystemFacts.parse(Files.readString(facts), EnumSet.allOf(FactSubset.class));
    Path json = Path.of(facts.toString().replaceFirst("\\.facts$", ".json"));
    Map<String, Object> expected = (Map<String, Object>) JsonText.parse(Files.readString(json));
    assertFalse(expected.isEmpty(), json.toString());
    expected.forEach(
        (name, value) -> {
          Object ours = play.get(name);
          if (value instanceof Map<?, ?> iface
              && ours instanceof Map<?, ?> m
              && m.containsKey("device")) {
            // an interface: the keys the case names
            iface.forEach((k, v) -> assertEquals(v, m.get(k), name + "." + k));
          } else {
            assertTrue(play.containsKey(name), "play gives " + name);
            assertEquals(value, ours, name);
          }
        });
  }
}
