package dev.play.e2e;

import static java.util.concurrent.TimeUnit.MILLISECONDS;
import static java.util.concurrent.TimeUnit.SECONDS;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

/**
 * A process with a time limit whose output goes to a file, not a pipe: a child it leaves behind
 * cannot keep the test waiting for the end of its output. Past its time, the process and everything
 * it started are stopped, and the failure shows what it had printed.
 */
final class TimedProcess {
  private TimedProcess() {}

  /** How a process ended: its exit status and what it printed (its errors merged in). */
  record Ended(int exitCode, String output) {}

  /**
   * Runs {@code pb} with no input, its output and errors into {@code output}, for at most {@code
   * limit}; {@code what} names it in the failure.
   */
  static Ended run(ProcessBuilder pb, Path output, Duration limit, String what)
      throws IOException, InterruptedException {
    Process p =
        pb.redirectErrorStream(true)
            .redirectOutput(output.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .start();
    if (p.waitFor(limit.toMillis(), MILLISECONDS)) {
      return new Ended(p.exitValue(), read(output));
    }
    String threads = javaThreads(p, output.resolveSibling(output.getFileName() + ".threads"));
    stop(p);
    throw new AssertionError(
        what
            + " took over "
            + limit.toSeconds()
            + " s and was stopped; its output:\n"
            + read(output)
            + threads);
  }

  /**
   * The threads of each JVM among {@code p} and what it started (a play that hangs), by {@code
   * jstack}, into {@code file}: the first lines of each, for the failure's message.
   */
  private static String javaThreads(Process p, Path file) throws IOException, InterruptedException {
    Path jstack = Path.of(System.getProperty("java.home"), "bin", "jstack");
    if (!Files.isExecutable(jstack)) {
      return "\n(no jstack in " + jstack.getParent() + ": no threads shown)";
    }
    StringBuilder out = new StringBuilder();
    for (ProcessHandle h : Stream.concat(Stream.of(p.toHandle()), p.descendants()).toList()) {
      if (!h.info().command().orElse("").endsWith("/java")) {
        continue;
      }
      Process dump =
          new ProcessBuilder(jstack.toString(), Long.toString(h.pid()))
              .redirectErrorStream(true)
              .redirectOutput(file.toFile())
              .start();
      if (!dump.waitFor(30, SECONDS)) {
        dump.destroyForcibly();
      }
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      out.append("\n--- the threads of java ").append(h.pid()).append('\n');
      lines.subList(0, Math.min(lines.size(), 400)).forEach(l -> out.append(l).append('\n'));
    }
    return out.toString();
  }

  /**
   * SIGTERM first (a script's trap cleans up), up to 60 s; then SIGKILL to the process and to
   * everything it had started by then.
   */
  private static void stop(Process p) throws InterruptedException {
    List<ProcessHandle> tree = p.descendants().toList();
    p.destroy();
    p.waitFor(60, SECONDS);
    tree.forEach(ProcessHandle::destroyForcibly);
    p.destroyForcibly();
  }

  static String read(Path file) throws IOException {
    return Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
  }
}
