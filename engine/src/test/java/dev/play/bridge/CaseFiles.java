package dev.play.bridge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.yaml.snakeyaml.Yaml;

/** The data-file cases of a directory under {@code bridge/}: one YAML mapping per file. */
final class CaseFiles {
  private CaseFiles() {}

  /** The names of the {@code .yml} files in {@code dir}, sorted. */
  static Stream<String> names(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".yml")).sorted().toList().stream();
    }
  }

  static Map<String, Object> load(Path dir, String name) throws IOException {
    return new Yaml().load(Files.readString(dir.resolve(name)));
  }
}
