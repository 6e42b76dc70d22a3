package dev.play.filterplugin;

import dev.play.playbook.JsonText;
import dev.play.playbook.JsonWriter;
import dev.play.python.ControllerPython;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The helper process ({@code filters.py}) that loads filter plugins and runs their filters: one
 * per run, started on first use with the first of the controller's Pythons that runs it, one
 * request at a time. Thread-safe.
 */
final class FilterHelper implements AutoCloseable {
  private static final String SCRIPT = "filters.py";

  private final String chosen;
  private Process process;
  private BufferedReader answers;
  private String unavailable;

  /** {@code chosen}: {@code PLAY_ANSIBLE_PYTHON}, or null to look for a Python. */
  FilterHelper(String chosen) {
    this.chosen = chosen;
  }

  /**
   * The helper's answer to {@code request}: a map with {@code names}, {@code value} or {@code error}.
   *
   * @throws IOException when no Python runs the helper, or it stopped
   */
  synchronized Map<?, ?> ask(Map<String, Object> request) throws IOException {
    start();
    OutputStream in = process.getOutputStream();
    in.write((JsonWriter.compact(request) + "\n").getBytes(StandardCharsets.UTF_8));
    in.flush();
    Map<?, ?> answer = read();
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
    Path script = script();
    List<String> tried = new ArrayList<>();
    for (String python : ControllerPython.candidates(chosen)) {
      try {
        process = new ProcessBuilder(python, script.toString()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        Map<?, ?> hello = read();
        if (hello != null && hello.containsKey("ready")) {
          return;
        }
        tried.add(python + ": no answer");
      } catch (IOException e) {
        tried.add(python + ": cannot run it");
      }
      close();
    }
    unavailable = "filter plugins run with the controller's Python, and none ran (" + String.join("; ", tried)
        + "): set PLAY_ANSIBLE_PYTHON to one";
    throw new IOException(unavailable);
  }

  /** One answer line, or null at the end of the helper's output. */
  private Map<?, ?> read() throws IOException {
    String line = answers.readLine();
    if (line == null) {
      return null;
    }
    try {
      return JsonText.parse(line) instanceof Map<?, ?> m ? m : Map.of("error", "not a JSON object: " + line);
    } catch (JsonText.Malformed e) {
      return Map.of("error", "not JSON: " + e.getMessage());
    }
  }

  /** The helper script, written to a private temporary file that goes when the run ends. */
  private static Path script() throws IOException {
    Path file = Files.createTempFile("play-filters-", ".py");
    file.toFile().deleteOnExit();
    try (InputStream in = FilterHelper.class.getResourceAsStream(SCRIPT)) {
      if (in == null) {
        throw new IOException("play's " + SCRIPT + " is missing from its jar");
      }
      return Files.write(file, in.readAllBytes());
    }
  }

  @Override
  public synchronized void close() {
    if (process != null) {
      try {
        process.getOutputStream().close();
      } catch (IOException e) {
        // stopping anyway
      }
      process.destroy();
      process = null;
    }
  }
}
