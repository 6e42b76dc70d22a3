package dev.play.value;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Strict JSON (RFC 8259) as play's values: {@code LinkedHashMap} in the document's key order,
 * {@code ArrayList}, String, Boolean, null, and numbers as YAML gives them (Integer when it fits,
 * else Long, else Double), so values read from JSON compare equal to the same values in YAML.
 */
public final class JsonText {
  private JsonText() {}

  /** Thrown for text that is not one JSON document; the message gives line and column. */
  public static final class Malformed extends Exception {
    Malformed(String message) {
      super(message);
    }
  }

  public static Object parse(String text) throws Malformed {
    try {
      JsonReader reader = new JsonReader(new StringReader(text));
      reader.setStrictness(Strictness.STRICT);
      JsonElement e = JsonParser.parseReader(reader);
      if (reader.peek() != com.google.gson.stream.JsonToken.END_DOCUMENT) {
        throw new Malformed("text after the JSON document");
      }
      return value(e);
    } catch (JsonParseException | java.io.IOException | IllegalStateException e) {
      String m = e.getMessage() == null ? e.toString() : e.getMessage();
      throw new Malformed(
          m.replaceAll("\\s*See https://\\S+", "")
              .replaceFirst("^(com\\.google\\.gson|java\\.io)\\.\\S+: ", "")
              .replace(
                  "Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON",
                  "malformed JSON"));
    }
  }

  private static Object value(JsonElement e) {
    if (e == null || e.isJsonNull()) {
      return null;
    }
    if (e instanceof JsonObject o) {
      Map<String, Object> m = new LinkedHashMap<>();
      o.entrySet().forEach(en -> m.put(en.getKey(), value(en.getValue())));
      return m;
    }
    if (e instanceof JsonArray a) {
      List<Object> l = new ArrayList<>();
      a.forEach(x -> l.add(value(x)));
      return l;
    }
    JsonPrimitive p = e.getAsJsonPrimitive();
    if (p.isBoolean()) {
      return p.getAsBoolean();
    }
    if (p.isNumber()) {
      return number(p.getAsString());
    }
    return p.getAsString();
  }

  private static Object number(String text) {
    if (text.matches("-?\\d+")) {
      BigDecimal d = new BigDecimal(text);
      try {
        return d.intValueExact();
      } catch (ArithmeticException notInt) {
        try {
          return d.longValueExact();
        } catch (ArithmeticException notLong) {
          return d.doubleValue();
        }
      }
    }
    return Double.parseDouble(text);
  }
}
