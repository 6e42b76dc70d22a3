package dev.play.lookup;

import dev.play.expr.Truthiness;
import dev.play.expr.ValueFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code subelements: [parents, 'key.path', {skip_missing: true}]}: each parent (a mapping, from a
 * list or the values of a mapping) paired with each element of its list under the dotted key.
 * As in Ansible, the parent in each pair no longer holds that list, and parents marked
 * {@code skipped} (a skipped registered result) are left out.
 */
final class SubelementsLookup implements Lookup {
  @Override
  public String name() {
    return "subelements";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    if (terms.size() < 2 || terms.size() > 3) {
      throw usage("");
    }
    if (!(terms.get(0) instanceof List<?> || terms.get(0) instanceof Map<?, ?>) || !(terms.get(1) instanceof String key)) {
      throw usage("first a dict or a list, second a string pointing to the subkey");
    }
    if (terms.size() == 3 && !(terms.get(2) instanceof Map<?, ?>)) {
      throw usage("the optional third item must be a dict with flags skip_missing");
    }
    boolean skipMissing = terms.size() == 3 && Truthiness.isTrue(((Map<?, ?>) terms.get(2)).get("skip_missing"));
    if (terms.get(0) instanceof Map<?, ?> m && isSkipped(m)) {
      return new ArrayList<>();
    }
    List<Object> out = new ArrayList<>();
    for (Object parent : terms.get(0) instanceof Map<?, ?> m ? List.copyOf(m.values()) : (List<?>) terms.get(0)) {
      if (!(parent instanceof Map<?, ?> p)) {
        throw new LookupException("subelements lookup expects a dictionary, got '" + ValueFormat.repr(parent) + "'");
      }
      if (!isSkipped(p)) {
        pairs(p, key.split("\\."), skipMissing, out);
      }
    }
    return out;
  }

  /** Adds {@code [parent without the list, element]} for each element of the list under {@code path}. */
  private static void pairs(Map<?, ?> parent, String[] path, boolean skipMissing, List<Object> out) {
    Map<Object, Object> copy = new LinkedHashMap<>(parent);
    Map<Object, Object> at = copy;
    for (int i = 0; i < path.length; i++) {
      Object value = at.get(path[i]);
      if (!at.containsKey(path[i])) {
        if (skipMissing) {
          return;
        }
        throw new LookupException("could not find '" + path[i] + "' key in iterated item '" + ValueFormat.repr(at) + "'");
      }
      if (i < path.length - 1) {
        if (!(value instanceof Map<?, ?> inner)) {
          if (skipMissing) {
            return;
          }
          throw new LookupException("the key " + path[i] + " should point to a dictionary, got '" + ValueFormat.repr(value) + "'");
        }
        Map<Object, Object> innerCopy = new LinkedHashMap<>(inner);
        at.put(path[i], innerCopy);
        at = innerCopy;
      } else if (value instanceof List<?> children) {
        at.remove(path[i]);
        children.forEach(c -> out.add(java.util.Arrays.asList(copy, c)));
      } else {
        throw new LookupException("the key " + path[i] + " should point to a list, got '" + ValueFormat.repr(value) + "'");
      }
    }
  }

  private static boolean isSkipped(Map<?, ?> m) {
    Object skipped = m.get("skipped");
    return skipped != null && !Boolean.FALSE.equals(skipped);
  }

  private static LookupException usage(String detail) {
    return new LookupException("subelements lookup expects a list of two or three items, " + detail);
  }
}
