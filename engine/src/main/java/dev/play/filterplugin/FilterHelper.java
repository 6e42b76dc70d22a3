package dev.play.filterplugin;

import dev.play.python.ControllerPython;
import dev.play.python.HelperProcess;
import dev.play.value.JsonText;
import dev.play.value.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The helper process ({@code filters.py}) that loads filter plugins and runs their filters: one per
 * run, started on first use with the first of the controller's Pythons that runs it, one request at
 * a time. Thread-safe.
 */
final class FilterHelper implements AutoCloseable {
  private static final String SCRIPT = "filters.py";

  private final String chosen;
  private HelperProcess process;
  private String unavailable;

  /** {@code chosen}: {@code PLAY_ANSIBLE_PYTHON}, or null to look for a Python. */
  FilterHelper(String chosen) {
    this.chosen = chosen;
  }

  /**
   * The helper's answer to {@code request}: a map with {@code names}, {@code value} or {@code
   * error}.
   *
   * @throws IOException when no Python runs the helper, or it stopped
   */
  synchronized Map<?, ?> ask(Map<String, Object> request) throws IOException {
    start();
    Map<?, ?> answer = parse(process.ask(JsonWriter.compact(request)));
    if (answer == null) {
      close();
      unavailable = "the filter plugin helper stopped";
      throw new IOException(unavailable);
    }
    return answer;
  }

  private void start() throws IOException {
    if (process != null) {
      return;
    }
    if (unavailable != null) {
      throw new IOException(unavailable);
    }
    List<String> tried = new ArrayList<>();
    process =
        HelperProcess.start(
            script(),
            "play-filters-",
            ControllerPython.candidates(chosen),
            hello -> parse(hello).containsKey("ready") ? null : "no answer: " + hello,
            tried);
    if (process != null) {
      return;
    }
    unavailable =
        "filter plugins run with the controller's Python, and none ran ("
            + String.join("; ", tried)
            + "): set PLAY_ANSIBLE_PYTHON to one";
    throw new IOException(unavailable);
  }

  /** One answer line as a map, or null at the end of the helper's output. */
  private static Map<?, ?> parse(String line) {
    if (line == null) {
      return null;
    }
    try {
      return JsonText.parse(line) instanceof Map<?, ?> m
          ? m
          : Map.of("error", "not a JSON object: " + line);
    } catch (JsonText.Malformed e) {
      return Map.of("error", "not JSON: " + e.getMessage());
    }
  }

  /** The helper script's text. */
  private static String script() throws IOException {
    try (InputStream in = FilterHelper.class.getResourceAsStream(SCRIPT)) {
      if (in == null) {
        throw new IOException("play's " + SCRIPT + " is missing from its jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Override
  public synchronized void close() {
    if (process != null) {
      process.close();
      process = null;
    }
  }
}
