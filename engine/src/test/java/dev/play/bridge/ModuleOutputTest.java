package dev.play.bridge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.connection.CommandResult;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A module's result read from its output as ansible-core 2.14's {@code ActionBase} reads it: each
 * case under {@code bridge/output/} is an exit status, outputs and interpreter, the result, and
 * the warnings shown while reading it ({@code warns}).
 */
class ModuleOutputTest {
  private static final Path CASES = Path.of("src/test/resources/bridge/output");

  static Stream<String> cases() throws IOException {
    return CaseFiles.names(CASES);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  @SuppressWarnings("unchecked")
  void readsAsAnsible(String name) throws IOException {
    Map<String, Object> c = CaseFiles.load(CASES, name);
    CommandResult out = new CommandResult((Integer) c.get("rc"), (String) c.get("stdout"), (String) c.get("stderr"));
    java.util.List<String> shown = new java.util.ArrayList<>();
    assertEquals(c.get("expect"), ModuleOutput.settle(ModuleOutput.parse(out, (String) c.get("interpreter"), shown)));
    assertEquals(c.getOrDefault("warns", java.util.List.of()), shown, "the warnings shown, not kept in the result");
  }
}
