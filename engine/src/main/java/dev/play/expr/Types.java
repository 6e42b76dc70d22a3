package dev.play.expr;

import java.util.List;
import java.util.Map;

/**
 * Python type names for values, used in error messages ("'<' not supported between str and int").
 */
final class Types {
  private Types() {}

  static String name(Object v) {
    if (v == null) {
      return "NoneType";
    } else if (v instanceof Boolean) {
      return "bool";
    } else if (v instanceof String) {
      return "str";
    } else if (v instanceof Double || v instanceof Float) {
      return "float";
    } else if (v instanceof Number) {
      return "int";
    } else if (v instanceof Tuple) {
      return "tuple";
    } else if (v instanceof List) {
      return "list";
    } else if (v instanceof Map) {
      return "dict";
    }
    return v.getClass().getSimpleName();
  }
}
