package dev.play.value;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/** Helpers for YAML-like values (maps may hold null values, so Guava's maps do not fit). */
public final class Values {
  private Values() {}

  /** An unmodifiable, insertion-ordered copy; null becomes an empty map. */
  public static Map<String, Object> frozenMap(Map<String, ?> map) {
    if (map == null || map.isEmpty()) {
      return Map.of();
    }
    return Collections.unmodifiableMap(new LinkedHashMap<>(map));
  }

  /** What a key renaming of {@link #rekeyed} returns for an entry to leave out. */
  public static final Object DROP = new Object();

  /**
   * {@code value} with the keys of every mapping in it, at any depth, as {@code keys} names them
   * for that mapping ({@link #DROP}: the entry is left out); each mapping and list where nothing
   * changed is the very object given, so that a value with nothing to rename is not copied.
   */
  @SuppressWarnings(
      "ReferenceEquality") // identity on purpose: an unchanged value is returned as it is, and DROP
  // is a sentinel
  public static Object rekeyed(Object value, Function<Map<?, ?>, UnaryOperator<Object>> keys) {
    if (value instanceof Map<?, ?> map) {
      UnaryOperator<Object> rename = keys.apply(map);
      Map<Object, Object> out = new LinkedHashMap<>();
      boolean changed = false;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        Object k = rename.apply(e.getKey());
        Object v = k == DROP ? null : rekeyed(e.getValue(), keys);
        changed |= k != e.getKey() || v != e.getValue();
        if (k != DROP) {
          out.put(k, v);
        }
      }
      return changed ? out : map;
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      boolean changed = false;
      for (Object item : list) {
        Object v = rekeyed(item, keys);
        changed |= v != item;
        out.add(v);
      }
      return changed ? out : list;
    }
    return value;
  }
}
