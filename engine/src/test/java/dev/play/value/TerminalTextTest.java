package dev.play.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule by which a run's text is shown on a terminal (docs/security.md, "Terminal safety"): each
 * input with what {@link TerminalText#block} and {@link TerminalText#line} make of it.
 */
class TerminalTextTest {
  /** Input, as a block (line breaks kept), as a line. */
  static Stream<Arguments> table() {
    return Stream.of(
        Arguments.of("plain text", "plain text", "plain text"),
        Arguments.of(
            "é 日本 🎉 👩‍👩‍👧 \u00a0nbsp",
            "é 日本 🎉 👩‍👩‍👧 \u00a0nbsp",
            "é 日本 🎉 👩‍👩‍👧 \u00a0nbsp"),
        Arguments.of("a\tb", "a\tb", "a\tb"),
        Arguments.of("a\nb\n", "a\nb\n", "a\\nb\\n"),
        Arguments.of("a\r\nb", "a\\r\nb", "a\\r\\nb"),
        Arguments.of("safe\rforged", "safe\\rforged", "safe\\rforged"),
        Arguments.of("\u001b]0;pwned\u0007", "\\x1b]0;pwned\\x07", "\\x1b]0;pwned\\x07"),
        Arguments.of("\u001b[2J\u001b[31mred", "\\x1b[2J\\x1b[31mred", "\\x1b[2J\\x1b[31mred"),
        Arguments.of(
            "nul\u0000 bs\b ff\f vt\u000b",
            "nul\\x00 bs\\x08 ff\\x0c vt\\x0b",
            "nul\\x00 bs\\x08 ff\\x0c vt\\x0b"),
        Arguments.of("\u001f\u007f", "\\x1f\\x7f", "\\x1f\\x7f"),
        Arguments.of(
            "\u009b31m \u0080 \u0085 \u009f",
            "\\u009b31m \\u0080 \\u0085 \\u009f",
            "\\u009b31m \\u0080 \\u0085 \\u009f"),
        Arguments.of("\u00a0\u00ff", "\u00a0\u00ff", "\u00a0\u00ff"),
        Arguments.of(
            "x\u202ey\u202a\u202b\u202c\u202d",
            "x\\u202ey\\u202a\\u202b\\u202c\\u202d",
            "x\\u202ey\\u202a\\u202b\\u202c\\u202d"),
        Arguments.of(
            "\u2066\u2067\u2068\u2069",
            "\\u2066\\u2067\\u2068\\u2069",
            "\\u2066\\u2067\\u2068\\u2069"),
        Arguments.of("\u200e\u200f\u061c", "\\u200e\\u200f\\u061c", "\\u200e\\u200f\\u061c"),
        Arguments.of("a\u2028b\u2029c", "a\\u2028b\\u2029c", "a\\u2028b\\u2029c"),
        Arguments.of("\u200b\u200d\ufeff", "\u200b\u200d\ufeff", "\u200b\u200d\ufeff"),
        Arguments.of(
            "lone \ud800 and \udc00x", "lone \\ud800 and \\udc00x", "lone \\ud800 and \\udc00x"),
        Arguments.of("C:\\x1b\\n", "C:\\x1b\\n", "C:\\x1b\\n"),
        Arguments.of("", "", ""));
  }

  @ParameterizedTest
  @MethodSource("table")
  void escapesWhatATerminalWouldActOn(String input, String block, String line) {
    assertEquals(block, TerminalText.block(input));
    assertEquals(line, TerminalText.line(input));
  }

  @Test
  void nullStaysNullAndCleanTextIsTheSameString() {
    assertNull(TerminalText.block(null));
    assertNull(TerminalText.line(null));
    assertNull(TerminalText.inJson(null));
    String clean = "ok: [node0] => 日本 🎉\n";
    assertSame(clean, TerminalText.block(clean));
  }

  /** What the escaped text may still hold: tabs, line breaks in a block, nothing else unsafe. */
  @Test
  void noUnsafeCharacterIsLeftInAnyCharacterEscaped() {
    StringBuilder every = new StringBuilder();
    for (int cp = 0; cp <= 0x3000; cp++) {
      every.appendCodePoint(cp);
    }
    every.append("\ud83c\udf89\udbff");
    TerminalText.line(every.toString())
        .codePoints()
        .forEach(cp -> assertTrue(!TerminalText.unsafe(cp) || cp == '\t', "left: " + cp));
    TerminalText.block(every.toString())
        .codePoints()
        .forEach(
            cp -> assertTrue(!TerminalText.unsafe(cp) || cp == '\t' || cp == '\n', "left: " + cp));
  }

  @Test
  void jsonKeepsTheExactValueWithNoRawControlCharacter() throws JsonText.Malformed {
    String hostile = "\u001b]0;pwned\u0007\u001b[2J\u001b[31mred\r\u009b31m \u202e é 🎉 \ud800\n";
    Map<String, Object> value = new LinkedHashMap<>();
    value.put("stdout\u009b", hostile);
    value.put("lines", List.of(hostile, "\u007f\u2028"));
    for (String json : List.of(JsonWriter.compact(value), JsonWriter.indented(value, 2))) {
      String safe = TerminalText.inJson(json);
      assertEquals(value, JsonText.parse(safe));
      safe.codePoints()
          .forEach(
              cp ->
                  assertTrue(
                      !TerminalText.unsafe(cp) || cp == '\n', "left: " + cp + " in " + safe));
    }
    assertEquals(
        "{\"stdout\\u009b\": \"\\u001b]0;pwned\\u0007\\u001b[2J\\u001b[31mred\\r\\u009b31m \\u202e é 🎉"
            + " \\ud800\\n\", \"lines\": [\"\\u001b]0;pwned\\u0007\\u001b[2J\\u001b[31mred\\r\\u009b31m"
            + " \\u202e é 🎉 \\ud800\\n\", \"\\u007f\\u2028\"]}",
        TerminalText.inJson(JsonWriter.compact(value)));
  }
}
