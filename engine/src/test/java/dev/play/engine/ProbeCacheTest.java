package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.connection.Command;
import dev.play.connection.CommandResult;
import dev.play.playbook.Task;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ProbeCacheTest {
  private static final Task ONE = task("one");
  private static final Task TWO = task("two");
  private static final Command PROBE = new Command("p=/etc; PLAY_F0", null, null, true);
  private static final CommandResult ANSWER = new CommandResult(0, "stat=...", "");

  private static Task task(String name) {
    return new Task(name, "stat", Map.of(), null, null, null, null);
  }

  @Test
  void readsAheadOnlyAfterAQuietTask() {
    ProbeCache c = new ProbeCache();
    assertFalse(c.startTask(ONE, Set.of(), 0), "a host's first task has nothing to compare with");
    assertTrue(c.startTask(TWO, Set.of(), 0), "nothing changed since the previous task started");
    assertFalse(c.startTask(ONE, Set.of(), 2), "the clock moved since");
    assertFalse(c.startTask(TWO, Set.of(), -1), "a change is under way");
    assertFalse(
        c.startTask(ONE, Set.of(), 2),
        "under way at the previous task: no reading to compare with");
  }

  @Test
  void anAnswerServesOnceForExactlyItsCommandWhileNothingChanged() {
    ProbeCache c = new ProbeCache();
    c.add(List.of(new ProbeCache.Entry(TWO, PROBE, ANSWER, 5, 0)));
    assertNull(c.take(new Command("p=/etc; PLAY_F0", null, null, false), 5, 0), "not a probe");
    assertNull(
        c.take(
            new Command(
                "p=/etc; PLAY_F0",
                null,
                new dev.play.connection.Become("root", "sudo", null),
                true),
            5,
            0),
        "another become");
    assertEquals(ANSWER, c.take(PROBE, 5, 1));
    assertNull(c.take(PROBE, 5, 1), "used up");
  }

  @Test
  void anAnswerReadBeforeAChangeOrTooLongAgoIsNotUsed() {
    ProbeCache c = new ProbeCache();
    c.add(List.of(new ProbeCache.Entry(TWO, PROBE, ANSWER, 5, 0)));
    assertNull(c.take(PROBE, 7, 1));
    c.add(List.of(new ProbeCache.Entry(TWO, PROBE, ANSWER, 5, 0)));
    assertNull(c.take(PROBE, 5, ProbeCache.MAX_AGE_NANOS + 1));
  }

  @Test
  void answersOfTasksThatPassedAreDroppedAndTheWindowGrows() {
    ProbeCache c = new ProbeCache();
    c.add(
        List.of(
            new ProbeCache.Entry(ONE, PROBE, ANSWER, 0, 0),
            new ProbeCache.Entry(TWO, PROBE, ANSWER, 0, 0)));
    c.startTask(TWO, Set.of(), 0);
    assertEquals(1, c.size(), "ONE passed, TWO is current");
    assertEquals(ProbeCache.FIRST_WINDOW, c.nextWindow());
    assertEquals(2 * ProbeCache.FIRST_WINDOW, c.nextWindow());
    for (int i = 0; i < 5; i++) {
      c.nextWindow();
    }
    assertEquals(ProbeCache.MAX_WINDOW, c.nextWindow());
  }
}
