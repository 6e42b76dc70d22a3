package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.cases.CaseFiles;
import dev.play.connection.CommandResult;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A module's result read from its output as ansible-core 2.14's {@code ActionBase} reads it: each
 * case under {@code bridge/output/} is an exit status, outputs and interpreter, the result, and the
 * warnings shown while reading it ({@code warns}).
 */
class ModuleOutputTest {
  private static final Path CASES = Path.of("src/test/resources/bridge/output");
  private static final Set<String> KEYS =
      Set.of("rc", "stdout", "stderr", "interpreter", "expect", "warns");

  static Stream<String> cases() {
    return CaseFiles.root("bridge").cases("output").stream().map(p -> p.getFileName().toString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @SuppressWarnings("unchecked")
  void readsAsAnsible(String name) {
    Map<String, Object> c = CaseFiles.load(CASES.resolve(name), KEYS);
    CommandResult out =
        new CommandResult(
            (Integer) c.get("rc"), (String) c.get("stdout"), (String) c.get("stderr"));
    java.util.List<String> shown = new java.util.ArrayList<>();
    assertEquals(
        c.get("expect"),
        ModuleOutput.settle(ModuleOutput.parse(out, (String) c.get("interpreter"), shown)));
    assertEquals(
        c.getOrDefault("warns", java.util.List.of()),
        shown,
        "the warnings shown, not kept in the result");
  }
}
