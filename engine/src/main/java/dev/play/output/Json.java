package dev.play.output;

import dev.play.value.JsonWriter;

/** Renders YAML-like values as JSON, compact or indented by four spaces as Ansible prints. */
public final class Json {
  private Json() {}

  public static String compact(Object value) {
    return JsonWriter.compact(value);
  }

  public static String pretty(Object value) {
    return JsonWriter.indented(value, 4);
  }
}
