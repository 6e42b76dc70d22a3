package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ScriptJson}: nothing in the JSON can end the script element or a JavaScript line. */
class ScriptJsonTest {
  @Test
  void escapesWhatCouldCloseTheScriptOrEndALine() {
    String json = ScriptJson.of(List.of("</script><script>alert(1)</script>", "a\u2028b\u2029c"));
    assertFalse(json.contains("</"), json);
    assertFalse(json.contains("\u2028") || json.contains("\u2029"), json);
    assertEquals(
        List.of("</script><script>alert(1)</script>", "a\u2028b\u2029c"),
        new com.google.gson.Gson().fromJson(json, List.class));
  }
}
