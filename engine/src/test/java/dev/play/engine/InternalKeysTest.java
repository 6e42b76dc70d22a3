package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.play.output.ResultDisplay;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InternalKeysTest {
  @Test
  void stripsInternalKeysAtEveryDepthAsAnsibleDoes() {
    Map<String, Object> result =
        Map.of(
            "msg",
            "ok",
            "_ansible_verbose_always",
            true,
            "results",
            List.of(
                Map.of(
                    "item",
                    1,
                    "_ansible_item_label",
                    "1",
                    "nested",
                    Map.of("_ansible_no_log", false))));
    assertEquals(
        Map.of("msg", "ok", "results", List.of(Map.of("item", 1, "nested", Map.of()))),
        InternalKeys.strip(result));
  }

  @Test
  void aResultWithoutInternalKeysIsKeptAsItIs() {
    Map<String, Object> result = Map.of("msg", "ok", "results", List.of(Map.of("item", 1)));
    assertSame(result, InternalKeys.strip(result));
  }

  @Test
  void displayFollowsTheVerboseKeysOverrideFirst() {
    assertEquals(ResultDisplay.ON_VERBOSE, InternalKeys.display(Map.of("changed", false)));
    assertEquals(
        ResultDisplay.ALWAYS, InternalKeys.display(Map.of("_ansible_verbose_always", true)));
    assertEquals(
        ResultDisplay.NEVER,
        InternalKeys.display(
            Map.of("_ansible_verbose_always", true, "_ansible_verbose_override", true)));
  }

  /** As Ansible's host_label: the delegated host, and its address when that is another. */
  @Test
  void delegateLabel() {
    assertNull(InternalKeys.delegate(Map.of("changed", true)));
    assertEquals(
        "other",
        InternalKeys.delegate(
            Map.of("_ansible_delegated_vars", Map.of("ansible_delegated_host", "other"))));
    assertEquals(
        "other",
        InternalKeys.delegate(
            Map.of(
                "_ansible_delegated_vars",
                Map.of("ansible_delegated_host", "other", "ansible_host", "other"))));
    assertEquals(
        "other(10.0.0.5)",
        InternalKeys.delegate(
            Map.of(
                "_ansible_delegated_vars",
                Map.of("ansible_delegated_host", "other", "ansible_host", "10.0.0.5"))));
  }
}
