package dev.play.playbook;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

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
}
