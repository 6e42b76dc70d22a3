package dev.play.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A private directory for one fuzz target's files, removed when the JVM exits. */
final class Scratch {
  private Scratch() {}

  static Path dir(String name) {
    try {
      Path dir = Files.createTempDirectory("play-fuzz-" + name);
      Runtime.getRuntime().addShutdownHook(new Thread(() -> remove(dir)));
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes {@code text} to {@code dir/relative}, creating its directories. */
  static Path write(Path dir, String relative, String text) {
    try {
      Path file = dir.resolve(relative);
      Files.createDirectories(file.getParent());
      return Files.writeString(file, text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void remove(Path dir) {
    try (Stream<Path> all = Files.walk(dir)) {
      all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException | UncheckedIOException e) {
      // a temporary directory left behind is not worth failing a finished run for
    }
  }
}
