package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TagFilterTest {
  @ParameterizedTest(name = "--tags {0} --skip-tags {1}, task tags {2} -> {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        "        |        |             | true",
        "        |        | never       | false",
        "        |        | a           | true",
        "a       |        | a           | true",
        "a       |        | b           | false",
        "a       |        |             | false",
        "a       |        | always      | true",
        "a       | always | always      | false",
        "never   |        | never       | true",
        "debug   |        | never,debug | true",
        "all     |        | b           | true",
        "all     |        | never       | false",
        "tagged  |        | b           | true",
        "tagged  |        |             | false",
        "untagged|        |             | true",
        "untagged|        | b           | false",
        "        | a      | a,b         | false",
        "        | a      | b           | true",
        "        | tagged | b           | false",
        "        | untagged |           | false",
      })
  void selection(String only, String skip, String tags, boolean expected) {
    TagFilter f = new TagFilter(set(only), set(skip));
    assertEquals(expected, f.selected(set(tags)));
  }

  private static Set<String> set(String csv) {
    return csv == null || csv.isBlank() ? Set.of() : Set.of(csv.split(","));
  }
}
