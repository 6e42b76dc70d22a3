package dev.play.lookup;

import dev.play.expr.Truthiness;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code subelements: [parents, 'key.path', {skip_missing: true}]}: each parent (a mapping, from a
 * list or the values of a mapping) paired with each element of its list under the dotted key. As in
 * Ansible, the parent in each pair no longer holds that list, and parents marked {@code skipped} (a
 * skipped registered result) are left out.
 */
final class SubelementsLookup implements Lookup {
  @Override
  public String name() {
    return "subelements";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    boolean skipMissing = skipMissing(terms);
    Object parents = terms.get(0);
    String[] path = ((String) terms.get(1)).split("\\.");
    if (parents instanceof Map<?, ?> m && isSkipped(m)) {
      return new ArrayList<>();
    }
    List<Object> out = new ArrayList<>();
    for (Object parent :
        parents instanceof Map<?, ?> m ? new ArrayList<>(m.values()) : (List<?>) parents) {
      if (!(parent instanceof Map<?, ?> p)) {
        throw new LookupException(
            "subelements lookup expects a dictionary, got '" + repr(parent) + "'");
      }
      if (!isSkipped(p)) {
        pairs(p, path, skipMissing, out);
      }
    }
    return out;
  }

  /**
   * Checks the terms' shape; whether a parent without the key is left out ({@code skip_missing}).
   */
  private static boolean skipMissing(List<Object> terms) {
    if (terms.size() < 2 || terms.size() > 3) {
      throw usage("");
    }
    if (!(terms.get(0) instanceof List<?> || terms.get(0) instanceof Map<?, ?>)
        || !(terms.get(1) instanceof String)) {
      throw usage("first a dict or a list, second a string pointing to the subkey");
    }
    if (terms.size() == 3 && !(terms.get(2) instanceof Map<?, ?>)) {
      throw usage("the optional third item must be a dict with flags skip_missing");
    }
    return terms.size() == 3 && Truthiness.isTrue(((Map<?, ?>) terms.get(2)).get("skip_missing"));
  }

  /**
   * Adds {@code [parent without the list, element]} for each element of the list under {@code
   * path}.
   */
  private static void pairs(
      Map<?, ?> parent, String[] path, boolean skipMissing, List<Object> out) {
    Map<Object, Object> copy = new LinkedHashMap<>(parent);
    Map<Object, Object> at = copy;
    for (int i = 0; i < path.length - 1 && at != null; i++) {
      at = inner(at, path[i], skipMissing);
    }
    String last = path[path.length - 1];
    if (at == null || !present(at, last, skipMissing)) {
      return;
    }
    if (!(at.get(last) instanceof List<?> children)) {
      throw new LookupException(
          "the key " + last + " should point to a list, got '" + repr(at.get(last)) + "'");
    }
    at.remove(last);
    children.forEach(c -> out.add(Arrays.asList(copy, c)));
  }

  /** A copy of the mapping under {@code key}, put in place of it; null to leave the parent out. */
  private static Map<Object, Object> inner(
      Map<Object, Object> at, String key, boolean skipMissing) {
    if (!present(at, key, skipMissing)) {
      return null;
    }
    if (!(at.get(key) instanceof Map<?, ?> m)) {
      if (skipMissing) {
        return null;
      }
      throw new LookupException(
          "the key " + key + " should point to a dictionary, got '" + repr(at.get(key)) + "'");
    }
    Map<Object, Object> copy = new LinkedHashMap<>(m);
    at.put(key, copy);
    return copy;
  }

  /** Whether {@code key} is there; false to leave the parent out (skip_missing), else an error. */
  private static boolean present(Map<?, ?> at, String key, boolean skipMissing) {
    if (at.containsKey(key) || skipMissing) {
      return at.containsKey(key);
    }
    throw new LookupException(
        "could not find '" + key + "' key in iterated item '" + repr(at) + "'");
  }

  private static boolean isSkipped(Map<?, ?> m) {
    Object skipped = m.get("skipped");
    return skipped != null && !Boolean.FALSE.equals(skipped);
  }

  private static LookupException usage(String detail) {
    return new LookupException(
        "subelements lookup expects a list of two or three items, " + detail);
  }

  private static String repr(Object value) {
    return dev.play.expr.ValueFormat.repr(value);
  }
}
