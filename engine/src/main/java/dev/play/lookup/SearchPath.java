package dev.play.lookup;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a task's controller files are looked for, as Ansible's {@code find_file_in_search_path}: in
 * each directory of {@code dirs} (the enclosing roles innermost first, the task file's directory,
 * the playbook's) first under {@code subdir} ({@code files}, {@code templates}, {@code vars}) then
 * in the directory itself. An absolute name (or one starting {@code ~/}) is taken as it is.
 *
 * @param dirs the directories, in search order (may be computed on first read)
 */
public record SearchPath(List<Path> dirs) {
  /** The first candidate for {@code name} that exists. */
  public Optional<Path> find(String name, String subdir) {
    return candidates(name, subdir).stream().filter(Files::exists).findFirst();
  }

  /** Every place {@code name} is looked for, in order. */
  public List<Path> candidates(String name, String subdir) {
    Path given = expandHome(name);
    if (given.isAbsolute()) {
      return List.of(given);
    }
    List<Path> out = new ArrayList<>();
    for (Path dir : dirs) {
      out.add(dir.resolve(subdir).resolve(name));
      out.add(dir.resolve(name));
    }
    return out;
  }

  /** {@code name} with a leading {@code ~} read as the user's home, as Ansible reads paths. */
  static Path expandHome(String name) {
    return name.equals("~") || name.startsWith("~/")
        ? Path.of(System.getProperty("user.home") + name.substring(1))
        : Path.of(name);
  }
}
