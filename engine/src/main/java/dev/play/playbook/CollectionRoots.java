package dev.play.playbook;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code ansible_collections} directories collections are installed in, in Ansible's order: the
 * playbook's {@code collections/}, each {@code collections_path} entry (which may name the {@code
 * ansible_collections} directory itself or the one holding it), then the Python directories where
 * packages such as Debian's {@code ansible} or {@code pip install ansible} put theirs (Ansible
 * searches Python's {@code sys.path}; play, which runs no Python, looks in {@code
 * /usr/lib/python3/dist-packages} and the {@code python3.*} directories under {@code /usr/lib} and
 * {@code /usr/local/lib}).
 */
final class CollectionRoots {
  private static final String COLLECTIONS = "ansible_collections";

  private final List<Path> configured;
  private final List<Path> python;

  CollectionRoots(List<Path> configured) {
    this.configured = List.copyOf(configured);
    this.python = pythonDirs();
  }

  /** The directories for a playbook in {@code playbookDir}. */
  List<Path> of(Path playbookDir) {
    List<Path> roots = new ArrayList<>();
    roots.add(playbookDir.resolve("collections"));
    roots.addAll(configured);
    roots.addAll(python);
    return roots.stream()
        .map(
            r ->
                r.getFileName() != null && r.getFileName().toString().equals(COLLECTIONS)
                    ? r
                    : r.resolve(COLLECTIONS))
        .distinct()
        .toList();
  }

  private static List<Path> pythonDirs() {
    List<Path> dirs = new ArrayList<>(List.of(Path.of("/usr/lib/python3/dist-packages")));
    for (Path lib : List.of(Path.of("/usr/local/lib"), Path.of("/usr/lib"))) {
      for (Path version : versions(lib)) {
        dirs.add(version.resolve("dist-packages"));
        dirs.add(version.resolve("site-packages"));
      }
    }
    return dirs.stream().filter(d -> Files.isDirectory(d.resolve(COLLECTIONS))).toList();
  }

  private static List<Path> versions(Path lib) {
    List<Path> out = new ArrayList<>();
    try (DirectoryStream<Path> dirs = Files.newDirectoryStream(lib, "python3.*")) {
      dirs.forEach(out::add);
    } catch (IOException e) {
      return List.of();
    }
    return out.stream().sorted().toList();
  }
}
