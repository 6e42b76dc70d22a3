package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Finds a role's directory: {@code <playbook dir>/roles/<name>}, each roles path entry, the
 * directory next to the role that depends on it, then {@code <playbook dir>/<name>}. A name with a
 * '/' (or an absolute one) is first tried as a path relative to the playbook directory. A
 * collection role's name ({@code NS.COLL.ROLE}) is first looked for, as in Ansible, in the
 * installed collections: {@code ansible_collections/NS/COLL/roles/ROLE} under each {@link
 * CollectionRoots} directory.
 */
final class RoleFinder {
  private static final Pattern COLLECTION_ROLE = Pattern.compile("\\w+\\.\\w+\\.\\w+");
  private final List<Path> rolesPath;
  private final CollectionRoots collections;

  RoleFinder(List<Path> rolesPath, CollectionRoots collections) {
    this.rolesPath = List.copyOf(rolesPath);
    this.collections = collections;
  }

  Path find(String name, Path playbookDir, Path nextTo, Source usedAt) {
    Set<Path> searched = candidates(name, playbookDir, nextTo);
    for (Path candidate : searched) {
      if (Files.isDirectory(candidate)) {
        return candidate;
      }
    }
    String list = searched.stream().map(Path::toString).collect(Collectors.joining(", "));
    throw PlayError.parse(usedAt, "role '" + name + "' not found; searched: " + list);
  }

  private Set<Path> candidates(String name, Path playbookDir, Path nextTo) {
    Set<Path> out = new LinkedHashSet<>();
    if (COLLECTION_ROLE.matcher(name).matches()) {
      String[] parts = name.split("\\.");
      collections
          .of(playbookDir)
          .forEach(
              root ->
                  out.add(
                      root.resolve(parts[0])
                          .resolve(parts[1])
                          .resolve("roles")
                          .resolve(parts[2])
                          .normalize()));
    }
    if (name.contains("/") || Path.of(name).isAbsolute()) {
      out.add(playbookDir.resolve(name).normalize());
    }
    out.add(playbookDir.resolve("roles").resolve(name).normalize());
    rolesPath.forEach(dir -> out.add(dir.resolve(name).normalize()));
    if (nextTo != null) {
      out.add(nextTo.resolve(name).normalize());
    }
    out.add(playbookDir.resolve(name).normalize());
    return out;
  }
}
