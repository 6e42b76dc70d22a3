package dev.play.inventory;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.error.Suggest;
import dev.play.vault.VaultContext;
import dev.play.yaml.YamlLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads {@code group_vars/} and {@code host_vars/} as Ansible's {@code host_group_vars} plugin: the
 * entry for a name is the first of {@code <name>}, {@code <name>.yml}, {@code <name>.yaml}, {@code
 * <name>.json}; a directory entry contributes its files (no extension or a YAML/JSON one, not
 * hidden, no {@code ~} backups) sorted by name, recursing into subdirectories, later files
 * replacing earlier top-level keys. Empty files are fine; anything but a mapping is an error.
 */
final class VarsDirLoader {
  private static final List<String> EXTENSIONS = List.of("", ".yml", ".yaml", ".json");

  private VarsDirLoader() {}

  /** {@code vault}: the run's secrets, which open vaulted files and values. */
  static VarsDir load(VaultContext vault, Path dir, VarsDir.Stage stage) {
    return new VarsDir(
        dir,
        stage,
        readAll(vault, dir.resolve("group_vars")),
        readAll(vault, dir.resolve("host_vars")));
  }

  /** Warnings for {@code group_vars/} entries naming no group of the inventory. */
  static List<String> unknownNames(
      VarsDir dir, Collection<String> groups, Collection<String> hosts) {
    List<String> out = new ArrayList<>();
    dir.groupVars()
        .forEach(
            (name, file) -> {
              if (!groups.contains(name)) {
                out.add(
                    file.origin()
                        + ": no group named '"
                        + name
                        + "' in the inventory, variables unused unless "
                        + "add_host or group_by makes it"
                        + Suggest.didYouMean(name, groups));
              }
            });
    return out;
  }

  private static Map<String, VarsDir.VarsFile> readAll(VaultContext vault, Path varsDir) {
    Map<String, Path> chosen = new LinkedHashMap<>();
    Map<String, Integer> rank = new LinkedHashMap<>();
    for (Path entry : list(varsDir)) {
      String file = entry.getFileName().toString();
      int ext = extensionRank(file);
      String name =
          ext == 0 ? file : file.substring(0, file.length() - EXTENSIONS.get(ext).length());
      if (!rank.containsKey(name) || rank.get(name) > ext) {
        rank.put(name, ext);
        chosen.put(name, entry);
      }
    }
    Map<String, VarsDir.VarsFile> out = new LinkedHashMap<>();
    chosen.forEach(
        (name, path) ->
            out.put(name, new VarsDir.VarsFile(path.toString(), readEntry(vault, path))));
    return out;
  }

  private static int extensionRank(String file) {
    for (int i = EXTENSIONS.size() - 1; i > 0; i--) {
      if (file.endsWith(EXTENSIONS.get(i)) && file.length() > EXTENSIONS.get(i).length()) {
        return i;
      }
    }
    return 0;
  }

  private static Map<String, Object> readEntry(VaultContext vault, Path path) {
    Map<String, Object> vars = new LinkedHashMap<>();
    for (Path file : Files.isDirectory(path) ? filesIn(path) : List.of(path)) {
      vars.putAll(readFile(vault, file));
    }
    return vars;
  }

  private static List<Path> filesIn(Path dir) {
    List<Path> out = new ArrayList<>();
    for (Path entry : list(dir)) {
      String name = entry.getFileName().toString();
      String ext = name.lastIndexOf('.') > 0 ? name.substring(name.lastIndexOf('.')) : "";
      if (Files.isDirectory(entry) && ext.isEmpty()) {
        out.addAll(filesIn(entry));
      } else if (Files.isRegularFile(entry) && EXTENSIONS.contains(ext)) {
        out.add(entry);
      }
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> readFile(VaultContext vault, Path file) {
    Object data = YamlLoader.load(vault, file);
    if (data == null) {
      return Map.of();
    }
    if (!(data instanceof Map<?, ?>)) {
      throw PlayError.parse(
          Source.of(file.toString()),
          "variables file must hold a mapping of names to values, not a "
              + YamlLoader.typeName(data));
    }
    return (Map<String, Object>) data;
  }

  /** Visible entries (no dot files, no {@code ~} backups) sorted by name; none when missing. */
  private static List<Path> list(Path dir) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> entries = Files.list(dir)) {
      return entries
          .filter(p -> !p.getFileName().toString().startsWith("."))
          .filter(p -> !p.getFileName().toString().endsWith("~"))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw PlayError.parse(Source.of(dir.toString()), "cannot list directory: " + e.getMessage());
    }
  }
}
