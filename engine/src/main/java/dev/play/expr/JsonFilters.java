package dev.play.expr;

import dev.play.playbook.JsonText;
import dev.play.playbook.JsonWriter;
import java.util.List;

/** {@code to_json}, {@code to_nice_json} and {@code from_json}, with Python's {@code json} output. */
final class JsonFilters {
  private JsonFilters() {}

  /** {@code to_json}: {@code json.dumps(v)} (non-ASCII characters are kept, not escaped). */
  static Object toJson(Object v, List<Object> args) {
    return JsonWriter.compact(v);
  }

  /** {@code to_nice_json(indent=4)}: keys sorted, indented. */
  static Object toNiceJson(Object v, List<Object> args) {
    return JsonWriter.indented(JsonWriter.sortedKeys(v), Numbers.integerArg(args.get(0), "to_nice_json: indent", 0, 64));
  }

  static Object fromJson(Object v, List<Object> args) {
    try {
      return JsonText.parse(ValueFormat.str(v));
    } catch (JsonText.Malformed e) {
      throw new ExpressionException("not JSON: " + e.getMessage());
    }
  }
}
