package dev.play.report;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The summary documents under src/test/resources/dev/play/report, and small ones built in code. */
final class Fixtures {
  private Fixtures() {}

  /** A fixture file, parsed: {@code format1.json}, {@code format2.json}. */
  static JsonObject load(String name) {
    try (InputStream in = Fixtures.class.getResourceAsStream(name)) {
      return JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8))
          .getAsJsonObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A summary JSON document from its text, single quotes standing for double ones. */
  static JsonObject json(String text) {
    return JsonParser.parseString(text.replace('\'', '"')).getAsJsonObject();
  }
}
