package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

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
 * Facts from crafted node files (issue 27): {@code resources/facts/crafted/NAME.facts} is the fact
 * script's output on a node whose {@code /etc/os-release}, {@code nvidia-smi} or GID tables hold
 * template syntax, shell syntax, quotes, line breaks, numbers too large for any type, negative and
 * NaN numbers, missing and extra columns; {@code NAME.json} holds the facts expected: each value
 * the node's text as it sent it, or left out where a line is not what its source prints. The parse
 * must not throw; the facts are plain data that the engine never templates again ({@code
 * NodeDataRunTest}, {@code CraftedFactsRunTest}).
 */
class CraftedFactsTest {
  private static final Path CASES = Path.of("src/test/resources/facts/crafted");

  @TestFactory
  Stream<DynamicTest> eachCraftedNodeGivesItsTextAsData() throws IOException {
    List<Path> cases;
    try (Stream<Path> files = Files.list(CASES)) {
      cases = files.filter(p -> p.toString().endsWith(".facts")).sorted().toList();
    }
    assertFalse(cases.isEmpty());
    return cases.stream()
        .map(c -> DynamicTest.dynamicTest(c.getFileName().toString(), () -> check(c)));
  }

  @SuppressWarnings("unchecked")
  private static void check(Path facts) throws Exception {
    Map<String, Object> parsed =
        SystemFacts.parse(Files.readString(facts), EnumSet.allOf(FactSubset.class));
    Path json = Path.of(facts.toString().replaceFirst("\\.facts$", ".json"));
    Map<String, Object> expected = (Map<String, Object>) JsonText.parse(Files.readString(json));
    assertFalse(expected.isEmpty(), json.toString());
    expected.forEach((name, value) -> assertEquals(value, parsed.get(name), name));
  }
}
