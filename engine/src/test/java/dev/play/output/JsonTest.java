package dev.play.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
  @Test
  void compactAndPretty() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("msg", "a \"quoted\"\nline");
    m.put("n", 3);
    m.put("list", Arrays.asList(true, null));
    m.put("empty", List.of());
    assertEquals(
        "{\"msg\": \"a \\\"quoted\\\"\\nline\", \"n\": 3, \"list\": [true, null], \"empty\": []}",
        Json.compact(m));
    Map<String, Object> nested = new LinkedHashMap<>();
    nested.put("n", 3);
    nested.put("l", List.of(1));
    assertEquals("{\n    \"n\": 3,\n    \"l\": [\n        1\n    ]\n}", Json.pretty(nested));
  }
}
