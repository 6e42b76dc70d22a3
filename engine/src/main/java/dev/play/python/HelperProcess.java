package dev.play.python;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * One of play's Python helper scripts running on the controller (the module packer, the filter
 * plugin runner): started with the first of the controller's Pythons whose greeting (its first
 * line) it accepts, then asked one line at a time, each answered by one line. Not thread-safe: its
 * owner asks one request at a time.
 */
public final class HelperProcess implements AutoCloseable {
  private final Process process;
  private final BufferedReader answers;
  private final String greeting;

  private HelperProcess(Process process, BufferedReader answers, String greeting) {
    this.process = process;
    this.answers = answers;
    this.greeting = greeting;
  }

  /**
   * Runs {@code script} (its text, written to a private temporary file that goes when the JVM ends)
   * with the first of {@code pythons} whose greeting {@code refusal} accepts (answers null); null
   * when none does, with why each did not added to {@code tried}.
   *
   * @throws IOException when the script cannot be written
   */
  public static HelperProcess start(
      String script,
      String prefix,
      List<String> pythons,
      Function<String, String> refusal,
      List<String> tried)
      throws IOException {
    Path file = Files.createTempFile(prefix, ".py");
    file.toFile().deleteOnExit();
    Files.writeString(file, script);
    for (String python : pythons) {
      Process p;
      try {
        p =
            new ProcessBuilder(python, file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
      } catch (IOException e) {
        tried.add(python + ": cannot run it");
        continue;
      }
      BufferedReader r =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
      String why;
      String first = null;
      try {
        first = r.readLine();
        why = first == null ? python + ": no answer" : refusal.apply(first);
      } catch (IOException | RuntimeException e) {
        why = python + ": " + e.getMessage();
      }
      if (why == null) {
        return new HelperProcess(p, r, first);
      }
      p.destroyForcibly();
      tried.add(why);
    }
    return null;
  }

  /** The first line the helper printed. */
  public String greeting() {
    return greeting;
  }

  /** Sends {@code request} as one line; the answer line, or null when the helper's output ended. */
  public String ask(String request) throws IOException {
    OutputStream in = process.getOutputStream();
    in.write((request + "\n").getBytes(StandardCharsets.UTF_8));
    in.flush();
    return answers.readLine();
  }

  /** Whether the process still runs. */
  public boolean alive() {
    return process.isAlive();
  }

  /** Ends its input and stops it. */
  @Override
  public void close() {
    try {
      process.getOutputStream().close();
    } catch (IOException e) {
      // stopping anyway
    }
    process.destroy();
  }
}
