package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.cases.CaseFiles;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Interpreter discovery as ansible-core 2.14 does it ({@code interpreter_discovery.py}): each case
 * under {@code bridge/discovery/} is the output of {@link PythonDiscovery#script} on one host and
 * the interpreter and warnings Ansible chooses for it in the case's {@code mode} (default {@code
 * auto}) (the map lookups checked against ansible-core's own {@code _version_fuzzy_match} and
 * {@code OS_FAMILY_LOWER}).
 */
class PythonDiscoveryTest {
  private static final Path CASES = Path.of("src/test/resources/bridge/discovery");
  private static final Set<String> KEYS = Set.of("output", "host", "mode", "expect");

  static Stream<String> cases() {
    return CaseFiles.root("bridge").cases("discovery").stream()
        .map(p -> p.getFileName().toString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @SuppressWarnings("unchecked")
  void choosesAsAnsible(String name) {
    Map<String, Object> c = CaseFiles.load(CASES.resolve(name), KEYS);
    Map<String, Object> expect = (Map<String, Object>) c.get("expect");
    PythonDiscovery.Choice choice =
        PythonDiscovery.choose(
            (String) c.get("output"),
            (String) c.get("host"),
            (String) c.getOrDefault("mode", "auto"));
    assertEquals(expect.get("interpreter"), choice.interpreter());
    assertEquals(expect.get("warnings"), choice.warnings());
  }

  @Test
  void scriptLooksForAnsiblesFallbackListInOrder() {
    String script = PythonDiscovery.script();
    assertEquals(PythonDiscovery.FALLBACK.size(), script.split("command -v").length - 1);
    List<Integer> at =
        PythonDiscovery.FALLBACK.stream().map(p -> script.indexOf("'" + p + "'")).toList();
    assertEquals(at.stream().sorted().toList(), at);
  }
}
