package dev.play.module.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The command modules' {@code delta}: a duration as Python prints a timedelta. */
class CommandResultsTest {
  @Test
  void deltaIsPrintedAsPythonsTimedelta() {
    assertEquals("0:00:00.002345", CommandResults.delta(Duration.ofNanos(2_345_678)));
    assertEquals("0:00:01", CommandResults.delta(Duration.ofSeconds(1)));
    assertEquals("1:02:03.000004", CommandResults.delta(Duration.ofSeconds(3723).plusNanos(4_000)));
    assertEquals("27:00:59", CommandResults.delta(Duration.ofHours(27).plusSeconds(59)));
  }
}
