package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the summary's problem list says of a result: a loop's is its first problem item's. */
class FinalResultTest {
  @Test
  void aResultsOwnMessage() {
    assertEquals("no such file", FinalResult.problemMessage(Map.of("msg", "no such file")));
    assertNull(FinalResult.problemMessage(Map.of("failed", true)));
  }

  @Test
  void aLoopSaysWhyItsFirstProblemItemFailedOrWasLost() {
    Map<String, Object> lost =
        Map.of(
            "msg",
            "All items completed",
            "results",
            List.of(
                Map.of("changed", true, "item", 1),
                Map.of("unreachable", true, "msg", "connection to node1 lost: Broken transport"),
                Map.of("failed", true, "msg", "later")));
    assertEquals("connection to node1 lost: Broken transport", FinalResult.problemMessage(lost));
    Map<String, Object> failed =
        Map.of(
            "msg",
            "One or more items failed",
            "results",
            List.of(Map.of("failed", true, "msg", "cannot write /etc/x: No space left on device")));
    assertEquals(
        "cannot write /etc/x: No space left on device", FinalResult.problemMessage(failed));
    assertEquals(
        "One or more items failed",
        FinalResult.problemMessage(
            Map.of("msg", "One or more items failed", "results", List.of())));
  }
}
