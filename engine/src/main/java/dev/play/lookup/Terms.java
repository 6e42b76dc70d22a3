package dev.play.lookup;

import dev.play.expr.ValueFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Shaping a lookup's terms, as Ansible's lookups do. */
final class Terms {
  private Terms() {}

  /**
   * A {@code with_*} value as a list of terms ({@code listify_lookup_plugin_terms}): a list as it
   * is, anything else (a string, a number, a mapping) as the one term.
   */
  static List<Object> listify(Object value) {
    return value instanceof List<?> l
        ? new ArrayList<>(l)
        : new ArrayList<>(java.util.Arrays.asList(value));
  }

  /** One level of nested lists opened ({@code LookupBase._flatten}). */
  static List<Object> flatten(List<?> terms) {
    List<Object> out = new ArrayList<>();
    for (Object t : terms) {
      if (t instanceof List<?> l) {
        out.addAll(l);
      } else {
        out.add(t);
      }
    }
    return out;
  }

  /** A term that must be a string (a file name, a command). */
  static String text(Object term, String lookup) {
    if (term instanceof String s) {
      return s;
    }
    if (term instanceof Map<?, ?> || term instanceof List<?> || term == null) {
      throw new LookupException(
          "the " + lookup + " lookup expects strings, got " + ValueFormat.repr(term));
    }
    return String.valueOf(term);
  }
}
