package dev.play.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one shell quoting function: Python's {@code shlex.quote}, word for word (expected values from
 * Python 3.11).
 */
class ShellTest {
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      emptyValue = "",
      value = {
        "/etc/x|/etc/x",
        "it's|'it'\"'\"'s'",
        "|''",
        "-rf|-rf",
        "a b|'a b'",
        "user@host:/p,q+r=s%t|user@host:/p,q+r=s%t",
        "$HOME|'$HOME'",
        "x*|'x*'",
        "é|'é'"
      })
  void quotesAsShlexDoes(String word, String quoted) {
    assertEquals(quoted, Shell.quote(word == null ? "" : word));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {"if|'if'", "a=b|'a=b'", "it's|'it'\"'\"'s'"})
  void quoteAlwaysQuotesEvenSafeWords(String word, String quoted) {
    assertEquals(quoted, Shell.quoteAlways(word));
  }
}
