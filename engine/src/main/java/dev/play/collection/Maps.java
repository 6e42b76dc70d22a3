package dev.play.collection;

import java.util.Map;

/** Values read from runtime files, taken as mappings where a mapping is expected. */
final class Maps {
  private Maps() {}

  /** {@code value} as a mapping; anything else (absent, a list, a string) as an empty one. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> of(Object value) {
    return value instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
  }
}
