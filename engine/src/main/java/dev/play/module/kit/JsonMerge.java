package dev.play.module.kit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Deep merge and removal on JSON objects and on variables ({@code include_vars} with {@code
 * hash_behaviour: merge}), keeping key order (new keys at the end). Pure.
 */
public final class JsonMerge {
  private JsonMerge() {}

  /**
   * A copy of {@code base} with {@code changes} merged in: objects merged key by key, anything else
   * replaced.
   */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> merged(Map<String, Object> base, Map<String, Object> changes) {
    Map<String, Object> out = copy(base);
    changes.forEach(
        (k, v) -> {
          if (v instanceof Map<?, ?> m && out.get(k) instanceof Map<?, ?> existing) {
            out.put(k, merged((Map<String, Object>) existing, (Map<String, Object>) m));
          } else {
            out.put(k, copyValue(v));
          }
        });
    return out;
  }

  /** Removes {@code dotted} ({@code a.b.c}) from {@code object}; a missing key is no error. */
  @SuppressWarnings("unchecked")
  public static void remove(Map<String, Object> object, String dotted) {
    int dot = dotted.indexOf('.');
    if (dot < 0 || object.containsKey(dotted)) {
      object.remove(dotted);
      return;
    }
    if (object.get(dotted.substring(0, dot)) instanceof Map<?, ?> inner) {
      remove((Map<String, Object>) inner, dotted.substring(dot + 1));
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> copy(Map<String, Object> m) {
    Map<String, Object> out = new LinkedHashMap<>();
    m.forEach((k, v) -> out.put(k, copyValue(v)));
    return out;
  }

  @SuppressWarnings("unchecked")
  private static Object copyValue(Object v) {
    if (v instanceof Map<?, ?> m) {
      return copy((Map<String, Object>) m);
    }
    if (v instanceof List<?> l) {
      List<Object> out = new ArrayList<>();
      l.forEach(x -> out.add(copyValue(x)));
      return out;
    }
    return v;
  }
}
