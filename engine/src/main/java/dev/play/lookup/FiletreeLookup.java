package dev.play.lookup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code filetree} (community.general's): every directory, file and link under each term's
 * directory (found in the task's search path, {@code files/} first), top down, each as {@code
 * {root, path, state: directory|file|link, src, uid, gid, owner, group, mode, size, mtime, ctime}}:
 * what {@code with_filetree} loops use to recreate a tree with {@code file} and {@code template}. A
 * path met under an earlier root is not listed again. Entries are sorted by name within a directory
 * (Ansible lists them in directory order); links are not followed.
 */
final class FiletreeLookup implements Lookup {
  @Override
  public String name() {
    return "filetree";
  }

  @Override
  public String fqcn() {
    return "community.general.filetree";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    Map<String, Object> byPath = new LinkedHashMap<>();
    for (Object term : terms) {
      Path root = ctx.find(Terms.text(term, name()), LookupContext.FILES).orElse(null);
      if (root != null && Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
        walk(root, root, byPath);
      }
    }
    return new ArrayList<>(byPath.values());
  }

  /** Adds the entries of {@code dir} (directories, then files), then walks into the directories. */
  private static void walk(Path root, Path dir, Map<String, Object> byPath) {
    List<Path> entries;
    try (Stream<Path> list = Files.list(dir)) {
      entries = list.sorted().toList();
    } catch (IOException e) {
      return; // as os.walk, an unreadable directory is left out
    }
    List<Path> dirs = entries.stream().filter(Files::isDirectory).toList();
    Stream.concat(dirs.stream(), entries.stream().filter(p -> !Files.isDirectory(p)))
        .forEach(
            p ->
                byPath.computeIfAbsent(
                    root.relativize(p).toString(), rel -> FileProps.of(root, rel)));
    dirs.stream().filter(d -> !Files.isSymbolicLink(d)).forEach(d -> walk(root, d, byPath));
  }
}
