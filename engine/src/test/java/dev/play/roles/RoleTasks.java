package dev.play.roles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.Yaml;

/**
 * The tasks of a role's {@code tasks/main.yml}, so a golden test plans a module with the role's own
 * arguments.
 */
final class RoleTasks {
  private RoleTasks() {}

  /** The (untemplated) arguments of the first task of {@code role} that calls {@code module}. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> args(String role, String module) {
    Path file = RoleHarness.ROOT.resolve("roles").resolve(role).resolve("tasks/main.yml");
    List<Map<String, Object>> tasks;
    try (var r = Files.newBufferedReader(file)) {
      tasks = new Yaml().load(r);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return tasks.stream()
        .filter(t -> t.containsKey(module))
        .map(t -> (Map<String, Object>) t.get(module))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no task calls " + module + " in " + file));
  }
}
