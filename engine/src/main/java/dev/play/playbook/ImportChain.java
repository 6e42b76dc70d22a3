package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The files and role directories being imported, outermost first; guards against cycles. */
record ImportChain(List<Path> paths) {
  ImportChain {
    paths = List.copyOf(paths);
  }

  static ImportChain start(Path file) {
    return new ImportChain(List.of(file));
  }

  static ImportChain empty() {
    return new ImportChain(List.of());
  }

  /** The chain with {@code next} appended; an error at {@code at} if it is already on it. */
  ImportChain enter(Path next, Source at) {
    for (Path p : paths) {
      if (same(p, next)) {
        String cycle =
            paths.subList(paths.indexOf(p), paths.size()).stream()
                .map(Path::toString)
                .collect(Collectors.joining(" -> "));
        throw PlayError.parse(at, "import cycle: " + cycle + " -> " + next);
      }
    }
    List<Path> longer = new ArrayList<>(paths);
    longer.add(next);
    return new ImportChain(longer);
  }

  private static boolean same(Path a, Path b) {
    return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
  }
}
