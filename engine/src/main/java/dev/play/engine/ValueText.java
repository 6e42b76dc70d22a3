package dev.play.engine;

import java.util.Map;

/** How a value reads in a one-line label: strings as is, structures as compact JSON. */
final class ValueText {
  private ValueText() {}

  static String of(Object v) {
    if (v instanceof Map || v instanceof java.util.Collection) {
      return dev.play.output.Json.compact(v);
    }
    return String.valueOf(v);
  }
}
