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
    stop(p);
    throw new AssertionError(
        what
            + " took over "
            + limit.toSeconds()
            + " s and was stopped; its output:\n"
            + read(output));
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
