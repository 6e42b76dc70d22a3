package dev.play.lookup;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;

/**
 * A shell command run on the controller for {@code pipe} and {@code lines}, as Ansible runs them:
 * {@code sh -c command} in the playbook's directory, with an empty stdin.
 */
final class ControllerCommand {
  private ControllerCommand() {}

  /**
   * What the command printed on stdout.
   *
   * @throws LookupDeferred while the engine only reads ahead: nothing runs then
   * @throws LookupException when it cannot start or exits non-zero (naming the code and the end of
   *     what it printed on stderr)
   */
  static String stdout(String lookup, String command, LookupContext ctx) {
    ctx.beforeSideEffect(lookup);
    try {
      Process p =
          new ProcessBuilder("sh", "-c", command).directory(ctx.env().baseDir().toFile()).start();
      p.getOutputStream().close();
      CompletableFuture<String> err =
          CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
      String out = readAll(p.getInputStream());
      int rc = p.waitFor();
      if (rc != 0) {
        String stderr = err.join().strip();
        throw new LookupException(
            "lookup_plugin."
                + lookup
                + "("
                + command
                + ") returned "
                + rc
                + (stderr.isEmpty() ? "" : ": " + tail(stderr)));
      }
      return out;
    } catch (IOException | UncheckedIOException e) {
      throw new LookupException(
          "lookup_plugin." + lookup + "(" + command + ") could not run: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new LookupException("lookup_plugin." + lookup + "(" + command + ") was interrupted");
    }
  }

  private static String readAll(InputStream in) {
    try (in) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The last lines of a long stderr. */
  private static String tail(String stderr) {
    String[] lines = stderr.split("\n");
    int keep = Math.min(lines.length, 5);
    return String.join(
        "\n", java.util.Arrays.copyOfRange(lines, lines.length - keep, lines.length));
  }
}
