package dev.play.playbook;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a role's {@code import_tasks} and {@code include_tasks} look for a relative file, in
 * ansible-core 2.14's order ({@code DataLoader.path_dwim_relative}, as {@code helpers.py} and
 * {@code included_file.py} call it). For a role, with {@code source} {@code tasks/set_vars.yml}:
 * {@code ROLE/tasks/tasks/set_vars.yml}, then {@code ROLE/set_vars.yml}'s like {@code
 * ROLE/tasks/set_vars.yml}, then the playbook directory's {@code tasks/} and itself. The including
 * file's own directory (which Ansible reaches through the path of the include that loaded it) is
 * searched first by an import and last by an include, when it is not the role's {@code tasks/}
 * itself. Ansible's candidates relative to the current directory are left out: play searches the
 * playbook directory instead.
 */
public final class TaskFileSearch {
  private TaskFileSearch() {}

  /**
   * The candidates of an {@code import_tasks} written in {@code includerDir} of {@code role}, in
   * order.
   */
  public static List<Path> forImport(
      Path role, String subdir, Path includerDir, String source, Path playbookDir) {
    Set<Path> out = new LinkedHashSet<>();
    if (!sameDir(includerDir, role.resolve(subdir))) {
      out.addAll(relative(includerDir, subdir, source, false, playbookDir));
    }
    out.addAll(relative(role, subdir, source, true, playbookDir));
    return List.copyOf(out);
  }

  /**
   * The candidates of an {@code include_tasks} written in {@code includerDir} of {@code role}, in
   * order.
   */
  public static List<Path> forInclude(
      Path role, String subdir, Path includerDir, String source, Path playbookDir) {
    Set<Path> out = new LinkedHashSet<>(relative(role, subdir, source, true, playbookDir));
    if (!sameDir(includerDir, role.resolve(subdir))) {
      out.addAll(relative(includerDir, subdir, source, false, playbookDir));
    }
    return List.copyOf(out);
  }

  /** The first of {@code candidates} that is a file, else the first. */
  public static Path first(List<Path> candidates) {
    return candidates.stream().filter(Files::isRegularFile).findFirst().orElse(candidates.get(0));
  }

  /**
   * {@code DataLoader.path_dwim_relative(path, dirname, source, is_role)}, without the current
   * directory's candidates.
   */
  static List<Path> relative(
      Path path, String dirname, String source, boolean isRole, Path playbookDir) {
    Path given = Path.of(source);
    if (given.isAbsolute()) {
      return List.of(given.normalize());
    }
    List<Path> out = new ArrayList<>();
    Path abs = path.toAbsolutePath().normalize();
    out.add(abs.resolve(dirname).resolve(source).normalize());
    Path base =
        isRole && abs.getFileName() != null && abs.getFileName().toString().equals("tasks")
            ? abs.getParent()
            : abs;
    out.add(base.resolve(dirname).resolve(source).normalize());
    if (isRole && !source.endsWith(dirname)) {
      out.add(base.resolve("tasks").resolve(source).normalize());
    }
    out.add(base.resolve(source).normalize());
    Path play = playbookDir.toAbsolutePath().normalize();
    out.add(play.resolve(dirname).resolve(source).normalize());
    out.add(play.resolve(source).normalize());
    return out;
  }

  private static boolean sameDir(Path a, Path b) {
    return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
  }
}
