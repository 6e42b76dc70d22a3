package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SerialTest {
  private static final List<String> HOSTS = List.of("a", "b", "c", "d", "e");

  @Test
  void noSerialIsOneBatch() {
    assertEquals(List.of(HOSTS), Serial.batches(null, HOSTS));
  }

  @Test
  void numberPercentAndList() {
    assertEquals(
        List.of(List.of("a", "b"), List.of("c", "d"), List.of("e")), Serial.batches(2, HOSTS));
    assertEquals(
        List.of(List.of("a", "b"), List.of("c", "d"), List.of("e")), Serial.batches("40%", HOSTS));
    assertEquals(
        List.of(List.of("a"), List.of("b", "c"), List.of("d", "e")),
        Serial.batches(List.of(1, 2), HOSTS));
  }

  @Test
  void tinyPercentIsStillOneHost() {
    assertEquals(5, Serial.batches("10%", HOSTS).size());
  }
}
