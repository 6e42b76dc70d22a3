package dev.play.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sequence}: the results and messages of Ansible 2.14 for the same specs. */
class SequenceLookupTest {
  @TempDir Path dir;

  private List<Object> seq(String... specs) {
    return new Fixture(dir).run("sequence", (Object[]) specs);
  }

  @Test
  void shortcutForms() {
    assertEquals(List.of("1", "2", "3", "4", "5"), seq("5"));
    assertEquals(List.of("5", "6", "7", "8"), seq("5-8"));
    assertEquals(List.of("2", "4", "6", "8", "10"), seq("2-10/2"));
    assertEquals(List.of("host01", "host02", "host03", "host04"), seq("4:host%02d"));
    assertEquals(List.of("a", "b", "c"), seq("0x0a-0x0c/1:%x"));
  }

  @Test
  void keyValueForms() {
    assertEquals(
        List.of("0x05", "0x07", "0x09", "0x0b"), seq("start=5 end=11 stride=2 format=0x%02x"));
    assertEquals(List.of("0f00", "0f01", "0f02", "0f03"), seq("start=0x0f00 count=4 format=%04x"));
    assertEquals(List.of("1", "3", "5", "7", "9"), seq("start=1 count=5 stride=2"));
    assertEquals(List.of("5", "3", "1"), seq("start=5 end=1 stride=-2"));
    assertEquals(List.of(), seq("count=0"));
    assertEquals(List.of("1", "2", "1"), seq("2", "1"), "several terms, one after the other");
  }

  @Test
  void keywordOptionsAreIgnoredAsIn214() {
    assertEquals(List.of(), new Fixture(dir).run("sequence", Map.of("start", 1, "end", 3)));
  }

  @Test
  void errors() {
    assertEquals("to count backwards make stride negative", message("start=5 end=1"));
    assertEquals("to count forward don't make stride negative", message("start=1 end=5 stride=-1"));
    assertEquals("must specify count or end in with_sequence", message("start=1"));
    assertEquals("can't specify both count and end in with_sequence", message("end=3 count=3"));
    assertEquals("can't parse end=x as integer", message("end=x"));
    assertEquals("unrecognized arguments to with_sequence: [foo]", message("end=3 foo=1"));
    assertEquals("bad formatting string: n", message("end=3 format=n"));
  }

  private String message(String spec) {
    return assertThrows(LookupException.class, () -> seq(spec)).getMessage();
  }
}
