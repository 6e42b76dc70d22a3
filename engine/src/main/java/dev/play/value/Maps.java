package dev.play.value;

import java.util.List;
import java.util.Map;

/** Unchecked casts for values read from YAML, whose maps always have string keys. */
public final class Maps {
  private Maps() {}

  @SuppressWarnings("unchecked")
  public static Map<String, Object> cast(Object value) {
    return (Map<String, Object>) value;
  }

  @SuppressWarnings("unchecked")
  public static List<Object> list(Object value) {
    return (List<Object>) value;
  }
}
