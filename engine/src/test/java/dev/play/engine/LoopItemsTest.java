package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.playbook.Keywords;
import dev.play.playbook.LoopControl;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LoopItemsTest {
  private static Keywords loop(String kind) {
    return new Keywords(List.of(), List.of(), Map.of(), null, null, null, null, null, null, null, null, null, null,
        null, null, kind, null, LoopControl.DEFAULT, null, List.of(), List.of(), null, null, null, null, null,
        Map.of());
  }

  @Test
  void withItemsFlattensOneLevel() throws TaskFailure {
    assertEquals(List.of(1, 2, List.of(3)), LoopItems.items(loop("with_items"), List.of(1, List.of(2, List.of(3)))));
    assertEquals(List.of(List.of(1, 2)), LoopItems.items(loop("loop"), List.of(List.of(1, 2))));
  }

  @Test
  void withDictGivesKeyValue() throws TaskFailure {
    assertEquals(List.of(Map.of("key", "a", "value", 1)), LoopItems.items(loop("with_dict"), Map.of("a", 1)));
  }

  @Test
  void loopNeedsAList() {
    TaskFailure e = assertThrows(TaskFailure.class, () -> LoopItems.items(loop("loop"), "abc"));
    assertEquals("Invalid data passed to 'loop', it requires a list, got this instead: abc", e.getMessage());
  }

  @Test
  void combiningLoops() throws TaskFailure {
    assertEquals(List.of(List.of("a", 1), List.of("a", 2), List.of("b", 1), List.of("b", 2)),
        LoopItems.items(loop("with_nested"), List.of(List.of("a", "b"), List.of(1, 2))));
    assertEquals(List.of(List.of("a", 1), java.util.Arrays.asList("b", null)),
        LoopItems.items(loop("with_together"), List.of(List.of("a", "b"), List.of(1))));
    assertEquals(List.of("node01", "node03", "node05"),
        LoopItems.items(loop("with_sequence"), "start=1 end=5 stride=2 format=node%02d"));
    assertEquals(List.of("2", "3"), LoopItems.items(loop("with_sequence"), "2-3"));
    Map<String, Object> user = Map.of("name", "u", "keys", List.of("k1", "k2"));
    assertEquals(List.of(List.of(user, "k1"), List.of(user, "k2")),
        LoopItems.items(loop("with_subelements"), List.of(List.of(user), "keys")));
  }

  @Test
  void loopInfo() {
    Map<String, Object> info = LoopItems.loopInfo(List.of("a", "b", "c"), 1);
    assertEquals(2, info.get("index"));
    assertEquals(false, info.get("first"));
    assertEquals("c", info.get("nextitem"));
  }
}
