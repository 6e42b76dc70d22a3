package dev.play.fuzz;

import dev.play.facts.FactSubset;
import dev.play.facts.SystemFacts;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A node's raw output as the fact script sends it (each line of a source prefixed with its name and
 * a bar, as its {@code sed 's/^/gpu|/'} does), and the property every fact parser keeps: it returns
 * facts that are plain data (text, numbers, booleans, null, lists and maps with text keys), and
 * throws nothing. A fact parse failure has no error of its own: an exception there would end the
 * whole run ("internal error while running a task"), not only the host, so a line a parser cannot
 * read is left out or kept as text.
 */
final class FactText {
  private FactText() {}

  /** {@code raw}'s lines, each prefixed {@code section|}, as one line of the script's output. */
  static String section(String section, String raw) {
    StringBuilder out = new StringBuilder();
    for (String line : raw.split("\n")) {
      out.append(section).append('|').append(line).append('\n');
    }
    return out.toString();
  }

  /** {@link SystemFacts#parse} of {@code output} for {@code subsets}, checked to be plain data. */
  static Map<String, Object> parse(String output, FactSubset first, FactSubset... rest) {
    return parse(output, EnumSet.of(first, rest));
  }

  static Map<String, Object> parse(String output, Set<FactSubset> subsets) {
    Map<String, Object> facts = SystemFacts.parse(output, subsets);
    requireData(facts, "facts");
    return facts;
  }

  /** Fails unless {@code value} is made of text, numbers, booleans, null, lists and maps. */
  static void requireData(Object value, String path) {
    switch (value) {
      case null -> {}
      case String s -> {}
      case Integer i -> {}
      case Long l -> {}
      case Double d -> {}
      case Boolean b -> {}
      case List<?> list -> {
        for (int i = 0; i < list.size(); i++) {
          requireData(list.get(i), path + "[" + i + "]");
        }
      }
      case Map<?, ?> map ->
          map.forEach(
              (k, v) -> {
                if (!(k instanceof String key)) {
                  throw new AssertionError("a key that is not text at " + path + ": " + k);
                }
                requireData(v, path + "." + key);
              });
      default ->
          throw new AssertionError(
              "not plain data at " + path + ": " + value.getClass().getName() + " " + value);
    }
  }

  /** Fails unless {@code expected} (as the node sent it) is {@code facts}' {@code name}. */
  static void requireKept(Map<String, Object> facts, String name, Object expected) {
    if (!java.util.Objects.equals(expected, facts.get(name))) {
      throw new AssertionError(
          name + " is not the node's text: expected " + expected + ", got " + facts.get(name));
    }
  }
}
