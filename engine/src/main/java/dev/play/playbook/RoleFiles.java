package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/** The files of a role directory: {@code <sub>/main.yml} and its variants. */
final class RoleFiles {
  private static final List<String> EXTENSIONS = List.of("", ".yml", ".yaml", ".json");

  /** A role's name: its directory's (the whole path for a root such as {@code /}). */
  static String name(Path roleDir) {
    Path name = roleDir.getFileName();
    return name == null ? roleDir.toString() : name.toString();
  }

  private RoleFiles() {}

  /** {@code dir/<sub>/<name>} with {@code name} as given or with a YAML extension added. */
  static Optional<Path> find(Path dir, String sub, String name) {
    for (String ext : EXTENSIONS) {
      Path candidate = dir.resolve(sub).resolve(name + ext);
      if (Files.isRegularFile(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /** The paths tried by {@link #find}, for error messages. */
  static List<Path> tried(Path dir, String sub, String name) {
    return EXTENSIONS.stream().map(ext -> dir.resolve(sub).resolve(name + ext)).toList();
  }

  /**
   * {@code defaults/} or {@code vars/}: {@code main.yml}, else the files of {@code main/} merged.
   */
  static Map<String, Object> vars(YamlReader reader, Path dir, String sub) {
    Optional<Path> main = find(dir, sub, "main");
    if (main.isPresent()) {
      return reader.vars(main.get());
    }
    Path mainDir = dir.resolve(sub).resolve("main");
    Map<String, Object> merged = new LinkedHashMap<>();
    for (Path file : varsFilesIn(mainDir)) {
      merged.putAll(reader.vars(file));
    }
    return merged;
  }

  private static List<Path> varsFilesIn(Path dir) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files
          .filter(Files::isRegularFile)
          .filter(f -> f.toString().matches(".*\\.(ya?ml|json)$"))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw PlayError.parse(
          Source.of(dir.toString()), "could not list directory: " + e.getMessage());
    }
  }
}
