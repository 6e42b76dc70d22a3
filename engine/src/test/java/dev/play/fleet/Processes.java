package dev.play.fleet;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs local commands (ssh, ssh-keygen) for the fleet, with a time limit. */
final class Processes {
  private static final long LIMIT_SECONDS = 60;

  private Processes() {}

  static Process start(List<String> command) {
    try {
      return new ProcessBuilder(command)
          .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
          .start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run " + command.get(0), e);
    }
  }

  static CommandResult run(List<String> command) {
    return finish(start(command), String.join(" ", command));
  }

  static CommandResult finish(Process process, String what) {
    CompletableFuture<String> out =
        CompletableFuture.supplyAsync(() -> read(process.getInputStream()));
    CompletableFuture<String> err =
        CompletableFuture.supplyAsync(() -> read(process.getErrorStream()));
    try {
      if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError(what + " did not finish in " + LIMIT_SECONDS + " s");
      }
      return new CommandResult(process.exitValue(), out.join(), err.join());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
      throw new AssertionError("interrupted while running " + what, e);
    }
  }

  private static String read(InputStream in) {
    try (in) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
