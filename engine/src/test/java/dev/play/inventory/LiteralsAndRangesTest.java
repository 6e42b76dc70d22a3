package dev.play.inventory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.value.PythonLiteral;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LiteralsAndRangesTest {
  @Test
  void pythonLiterals() {
    assertEquals(1, PythonLiteral.valueOf("1"));
    assertEquals(-5, PythonLiteral.valueOf("-5"));
    assertEquals(1000, PythonLiteral.valueOf("1_000"));
    assertEquals(255, PythonLiteral.valueOf("0xff"));
    assertEquals(10_000_000_000L, PythonLiteral.valueOf("10000000000"));
    assertEquals(1.5e3, PythonLiteral.valueOf("1.5e3"));
    assertEquals(true, PythonLiteral.valueOf("True"));
    assertNull(PythonLiteral.valueOf("None"));
    assertEquals("a b", PythonLiteral.valueOf("'a b'"));
    assertEquals("ab", PythonLiteral.valueOf("'a' \"b\""));
    assertEquals("x\ny", PythonLiteral.valueOf("'x\\ny'"));
    assertEquals(List.of(1, "a", List.of()), PythonLiteral.valueOf("[1, 'a', ()]"));
    assertEquals(List.of(1, 2), PythonLiteral.valueOf("(1, 2)"));
    assertEquals(List.of(1), PythonLiteral.valueOf("1,"));
    assertEquals(Map.of("a", 1, "b", Map.of()), PythonLiteral.valueOf("{'a': 1, 'b': {}}"));
    assertEquals(
        Map.of(17, "a", true, "b", "17", "c"),
        PythonLiteral.valueOf("{17: 'a', True: 'b', '17': 'c'}"));
    assertEquals(3, PythonLiteral.valueOf("3 # comment"));
  }

  @Test
  void nonLiteralsStayText() {
    for (String s :
        List.of(
            "true",
            "yes",
            "01",
            "1+2",
            "1j",
            "hello world",
            "'open",
            "[1,",
            "web-01",
            "1.2.3.4",
            "f'x'",
            "--1",
            "",
            "@x@",
            "0755")) {
      assertEquals(s, PythonLiteral.valueOf(s));
    }
  }

  @Test
  void ranges() {
    assertEquals(List.of("h"), HostRange.expand("h"));
    assertEquals(List.of("n0", "n1", "n2"), HostRange.expand("n[:2]"));
    assertEquals(List.of("n08", "n09", "n10"), HostRange.expand("n[08:10]"));
    assertEquals(List.of("y", "z", "A"), HostRange.expand("[y:A]"));
    assertEquals(List.of("a-1.x", "a-3.x"), HostRange.expand("a-[1:4:2].x"));
  }

  @Test
  void rangeErrors() {
    assertEquals(
        "host range must specify equal-length begin and end formats, got '[01:100]'",
        assertThrows(HostRange.InvalidRange.class, () -> HostRange.expand("n[01:100]"))
            .getMessage());
    assertEquals(
        "host range must be begin:end or begin:end:step, got '[1]'",
        assertThrows(HostRange.InvalidRange.class, () -> HostRange.expand("n[1]")).getMessage());
    assertEquals(
        "host range must specify an end value, got '[1:]'",
        assertThrows(HostRange.InvalidRange.class, () -> HostRange.expand("n[1:]")).getMessage());
    assertEquals(
        "host range format is incorrectly specified: '[a:5]'",
        assertThrows(HostRange.InvalidRange.class, () -> HostRange.expand("n[a:5]")).getMessage());
    assertEquals(
        1, assertThrows(HostRange.InvalidRange.class, () -> HostRange.expand("n[1:")).index());
    assertEquals(100_000, HostRange.expand("n[0:99999]").size());
    HostRange.InvalidRange big =
        assertThrows(HostRange.InvalidRange.class, () -> HostRange.expand("n[0:2000000000]"));
    assertEquals("host range '[0:2000000000]' stands for more than 100000 hosts", big.getMessage());
    HostRange.InvalidRange product =
        assertThrows(
            HostRange.InvalidRange.class,
            () -> HostRange.expand("r[1:400]n[1:400]"),
            "ranges multiply: 160,000 names");
    assertEquals("this pattern stands for more than 100000 hosts", product.getMessage());
    assertEquals(1, product.index());
  }

  @Test
  void shellWords() {
    assertEquals(List.of("h", "a=x y", "b=1"), words("h a=\"x y\" b='1'#c d=2"));
    assertEquals(List.of("h", "c=q", "d=q\"x", "e=a\\b"), words("h c=\\q d=\"q\\\"x\" e='a\\b'"));
    assertEquals(
        List.of(0, 6, 10),
        ShellWords.split("web1  a=1 b=2").stream().map(ShellWords.Word::start).toList());
  }

  private static List<String> words(String line) {
    return ShellWords.split(line).stream().map(ShellWords.Word::text).toList();
  }
}
