package dev.play.expr;

import dev.play.value.JsonText;
import dev.play.value.JsonWriter;
import java.util.List;

/**
 * {@code to_json}, {@code to_nice_json} and {@code from_json}, with Python's {@code json} output.
 */
final class JsonFilters {
  private JsonFilters() {}

  /**
   * {@code to_json(ensure_ascii=True)}: {@code json.dumps(v)}, non-ASCII characters escaped unless
   * asked.
   */
  static Object toJson(Object v, List<Object> args) {
    return ascii(JsonWriter.compact(v), args.get(0));
  }

  /** {@code to_nice_json(indent=4, ensure_ascii=True)}: keys sorted, indented. */
  static Object toNiceJson(Object v, List<Object> args) {
    int indent = Numbers.integerArg(args.get(0), "to_nice_json: indent", 0, 64);
    return ascii(JsonWriter.indented(JsonWriter.sortedKeys(v), indent), args.get(1));
  }

  /** Python's {@code ensure_ascii} when {@code ensureAscii} is true. */
  private static String ascii(String json, Object ensureAscii) {
    return Truthiness.isTrue(ensureAscii) ? JsonWriter.ensureAscii(json) : json;
  }

  static Object fromJson(Object v, List<Object> args) {
    try {
      return JsonText.parse(ValueFormat.str(v));
    } catch (JsonText.Malformed e) {
      throw new ExpressionException("not JSON: " + e.getMessage());
    }
  }
}
