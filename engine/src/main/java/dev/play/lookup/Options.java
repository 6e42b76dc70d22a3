package dev.play.lookup;

import dev.play.expr.ExpressionException;
import dev.play.playbook.ArgumentTypes;
import java.util.List;
import java.util.Map;

/**
 * A lookup's keyword options, converted as Ansible's {@code set_options} converts them ({@code
 * rstrip='no'} is false, {@code length='8'} is 8); a value that cannot be converted is an error
 * naming the option.
 */
record Options(String lookup, Map<String, Object> values) {
  boolean has(String name) {
    return values.get(name) != null;
  }

  Object raw(String name, Object fallback) {
    Object v = values.get(name);
    return v == null ? fallback : v;
  }

  boolean bool(String name, boolean fallback) {
    return has(name) ? (Boolean) convert(name, "bool") : fallback;
  }

  long integer(String name, long fallback) {
    return has(name) ? ((Number) convert(name, "int")).longValue() : fallback;
  }

  String string(String name, String fallback) {
    return has(name) ? String.valueOf(values.get(name)) : fallback;
  }

  @SuppressWarnings("unchecked")
  List<Object> list(String name) {
    return has(name) ? (List<Object>) convert(name, "list") : List.of();
  }

  @SuppressWarnings("unchecked")
  Map<String, Object> dict(String name) {
    return has(name) ? (Map<String, Object>) convert(name, "dict") : Map.of();
  }

  private Object convert(String name, String type) {
    ArgumentTypes.Conversion c = ArgumentTypes.convert(values.get(name), type);
    if (c.error() != null) {
      throw new ExpressionException(
          "option '" + name + "' of the " + lookup + " lookup: " + c.error());
    }
    return c.value();
  }
}
