package dev.play.bridge;

import dev.play.collection.Catalog;
import dev.play.playbook.CollectionSearch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The modules of {@code library/} directories (a role's, the playbook's, ansible.cfg's {@code
 * library} and {@code ANSIBLE_LIBRARY}), which Ansible's legacy search finds by their short names
 * before ansible-core's own, as {@code ansible.legacy.NAME}.
 */
final class LibraryModules implements Catalog {
  private static final List<String> EXTENSIONS = List.of(".py", ".sh", "");
  private static final String LEGACY = CollectionSearch.LEGACY + ".";

  private final List<Path> dirs;

  LibraryModules(List<Path> dirs) {
    this.dirs = List.copyOf(dirs);
  }

  @Override
  public boolean has(String fq) {
    return false;
  }

  @Override
  public Optional<String> redirect(String fq) {
    return Optional.empty();
  }

  @Override
  public Optional<String> legacy(String name) {
    return file(name).map(f -> LEGACY + name);
  }

  /** The file of module {@code name} in the first directory holding it. */
  Optional<Path> file(String name) {
    if (name.isEmpty() || name.contains("/") || name.startsWith(".")) {
      return Optional.empty();
    }
    for (Path dir : dirs) {
      for (String ext : EXTENSIONS) {
        Path f = dir.resolve(name + ext);
        if (Files.isRegularFile(f)) {
          return Optional.of(f);
        }
      }
    }
    return Optional.empty();
  }

  /** The directories, for messages. */
  List<Path> dirs() {
    return dirs;
  }
}
