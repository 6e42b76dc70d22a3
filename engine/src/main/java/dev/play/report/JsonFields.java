package dev.play.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import dev.play.value.TerminalText;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one JSON object's fields, checking their types: a field of the wrong type is a {@link
 * SummaryFormatException} naming where it is ({@code roles[0].hosts[3]}) and what was expected. Its
 * texts are for a page or a comment that people read: each is escaped by {@link TerminalText#block}
 * (a control character a node sent shown as {@code \x1b}, line breaks kept), so no renderer gets a
 * raw one.
 *
 * @param json the object
 * @param where its place in the document, for messages ({@code ""} for the top)
 */
record JsonFields(JsonObject json, String where) {
  /** The field's object, absent or null being an error. */
  JsonObject object(String key) {
    JsonElement e = required(key);
    if (!e.isJsonObject()) {
      throw wrong(key, "an object");
    }
    return e.getAsJsonObject();
  }

  /** The field's list of objects, absent or null being an error. */
  List<JsonFields> objects(String key) {
    return objectsOf(key, array(required(key), key));
  }

  /** The field's list of objects, empty when absent or null. */
  List<JsonFields> optionalObjects(String key) {
    JsonElement e = json.get(key);
    return e == null || e.isJsonNull() ? List.of() : objectsOf(key, array(e, key));
  }

  /** Whether the field is there and not null. */
  boolean has(String key) {
    JsonElement e = json.get(key);
    return e != null && !e.isJsonNull();
  }

  /** The field's string, escaped ({@link #display}), or null when absent or null. */
  String string(String key) {
    JsonElement e = json.get(key);
    if (e == null || e.isJsonNull()) {
      return null;
    }
    if (!e.isJsonPrimitive()) {
      throw wrong(key, "a string");
    }
    return display(e.getAsString());
  }

  /** The field's string, absent or null being an error. */
  String requiredString(String key) {
    required(key);
    return string(key);
  }

  /** The field's boolean, or {@code otherwise} when absent or null. */
  boolean bool(String key, boolean otherwise) {
    JsonElement e = json.get(key);
    if (e == null || e.isJsonNull()) {
      return otherwise;
    }
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
      throw wrong(key, "true or false");
    }
    return e.getAsBoolean();
  }

  /** The field's number, or null when absent or null. */
  Double number(String key) {
    JsonElement e = json.get(key);
    if (e == null || e.isJsonNull()) {
      return null;
    }
    if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
      throw wrong(key, "a number");
    }
    return e.getAsDouble();
  }

  /**
   * The field's list of strings (a loop item that is not a string shown as its JSON), empty when
   * absent.
   */
  List<String> strings(String key) {
    JsonElement e = json.get(key);
    if (e == null || e.isJsonNull()) {
      return List.of();
    }
    List<String> out = new ArrayList<>();
    array(e, key).forEach(x -> out.add(text(x)));
    return out;
  }

  /** A value as text: a string as itself, anything else as its JSON; null stays null; escaped. */
  static String text(JsonElement e) {
    if (e == null || e.isJsonNull()) {
      return null;
    }
    return display(
        e.isJsonPrimitive() && e.getAsJsonPrimitive().isString() ? e.getAsString() : e.toString());
  }

  /**
   * {@code text} (a value or a key of the document) as the report shows it: its control characters
   * escaped, line breaks and tabs kept.
   */
  static String display(String text) {
    return TerminalText.block(text);
  }

  SummaryFormatException wrong(String key, String expected) {
    return new SummaryFormatException(place(key) + " is not " + expected);
  }

  private JsonElement required(String key) {
    JsonElement e = json.get(key);
    if (e == null || e.isJsonNull()) {
      throw new SummaryFormatException(place(key) + " is missing");
    }
    return e;
  }

  private JsonArray array(JsonElement e, String key) {
    if (!e.isJsonArray()) {
      throw wrong(key, "a list");
    }
    return e.getAsJsonArray();
  }

  private List<JsonFields> objectsOf(String key, JsonArray array) {
    List<JsonFields> out = new ArrayList<>();
    for (int i = 0; i < array.size(); i++) {
      String at = (where.isEmpty() ? "" : where + ".") + key + "[" + i + "]";
      if (!array.get(i).isJsonObject()) {
        throw new SummaryFormatException(at + " is not an object");
      }
      out.add(new JsonFields(array.get(i).getAsJsonObject(), at));
    }
    return out;
  }

  private String place(String key) {
    return "\"" + (where.isEmpty() ? "" : where + ".") + key + "\"";
  }
}
