package dev.play.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Summary JSON files, read and merged into a report; a file that is no summary is an error naming
 * it.
 */
public final class SummaryFiles {
  private SummaryFiles() {}

  /** The report of {@code files} (at least one), merged in order. */
  public static ReportData read(List<Path> files) {
    if (files.isEmpty()) {
      throw new SummaryFormatException("no summary JSON file given");
    }
    ReportBuilder builder = new ReportBuilder();
    for (Path file : files) {
      try {
        builder.add(parse(file));
      } catch (SummaryFormatException e) {
        throw new SummaryFormatException(file + ": " + e.getMessage());
      }
    }
    return builder.build();
  }

  private static com.google.gson.JsonObject parse(Path file) {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new SummaryFormatException("cannot read it: " + describe(e));
    }
    JsonElement json;
    try {
      json = JsonParser.parseString(text);
    } catch (JsonParseException e) {
      throw new SummaryFormatException("not JSON" + where(e));
    }
    if (!json.isJsonObject()) {
      throw new SummaryFormatException(
          "not a summary JSON (play --summary-json): not a JSON object");
    }
    return json.getAsJsonObject();
  }

  private static String describe(IOException e) {
    return e instanceof java.nio.file.NoSuchFileException
        ? "no such file"
        : e instanceof java.nio.charset.CharacterCodingException
            ? "not UTF-8 text"
            : e.getClass().getSimpleName() + " " + e.getMessage();
  }

  /** Where Gson stopped, as " at line 3 column 11", or nothing when it does not say. */
  private static String where(JsonParseException e) {
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("line \\d+ column \\d+")
            .matcher(String.valueOf(e.getMessage()));
    return m.find() ? " (at " + m.group() + ")" : "";
  }
}
