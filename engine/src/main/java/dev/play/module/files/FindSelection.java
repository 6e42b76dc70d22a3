package dev.play.module.files;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code find} selects from a listing, by Ansible's rules except {@code contains} (read on the
 * host afterwards): depth, hidden names, type, name patterns, age and size. Entries come in the
 * order of Ansible's walk (each directory's other entries, then its directories, then what is
 * inside those), sorted by name within a directory where Ansible keeps the file system's order.
 * Pure.
 *
 * @param entries the entries selected, in order
 * @param examined how many entries the walk looked at (Ansible's {@code examined})
 * @param skipped paths that could not be searched, with why ({@code skipped_paths})
 */
record FindSelection(List<FindEntry> entries, int examined, Map<String, String> skipped) {
  static FindSelection of(FindRequest request, FindListing listing) {
    List<FindEntry> selected = new ArrayList<>();
    Map<String, String> skipped = new LinkedHashMap<>();
    int examined = 0;
    for (FindListing.Root root : listing.roots()) {
      if (!root.directory()) {
        skipped.put(root.path(), "'" + root.path() + "' is not a directory");
        continue;
      }
      if (!root.error().isEmpty()) {
        skipped.put(root.path(), root.error());
      }
      examined += root.entries().size();
      String base =
          java.nio.file.Path.of(root.path()).normalize().toString().replaceAll("/+$", "") + "/";
      for (FindEntry e : walkOrder(base, root.entries())) {
        if (selects(request, listing.now(), base, e)) {
          selected.add(e);
        }
      }
    }
    return new FindSelection(List.copyOf(selected), examined, skipped);
  }

  private static boolean selects(FindRequest request, double now, String base, FindEntry e) {
    int limit = request.selectDepth();
    if (limit > 0 && slashes(e.path()) - slashes(base) + 1 > limit) {
      return false;
    }
    if (e.name().startsWith(".") && !request.hidden()) {
      return false;
    }
    boolean named = request.nameMatches(e.name()) && ageMatches(request, now, e);
    return switch (request.fileType()) {
      case ANY -> named && (!e.isRegular() || sizeMatches(request, e));
      case DIRECTORY -> e.isDirectory() && named;
      case LINK -> e.isLink() && named;
      case FILE -> e.isRegular() && named && sizeMatches(request, e);
    };
  }

  private static boolean ageMatches(FindRequest request, double now, FindEntry e) {
    Long age = request.age();
    double elapsed = now - e.time(request.ageStamp());
    return age == null || (age >= 0 ? elapsed >= age : elapsed <= -age);
  }

  private static boolean sizeMatches(FindRequest request, FindEntry e) {
    Long size = request.size();
    return size == null || (size >= 0 ? e.size() >= size : e.size() <= -size);
  }

  private static int slashes(String path) {
    return (int) path.chars().filter(c -> c == '/').count();
  }

  /**
   * The entries in the order of a top-down walk from {@code base}: a directory's non-directories,
   * its directories, then inside each.
   */
  private static List<FindEntry> walkOrder(String base, List<FindEntry> entries) {
    Map<String, List<FindEntry>> byParent = new LinkedHashMap<>();
    for (FindEntry e : entries) {
      byParent
          .computeIfAbsent(
              e.path().substring(0, e.path().lastIndexOf('/') + 1), k -> new ArrayList<>())
          .add(e);
    }
    List<FindEntry> out = new ArrayList<>();
    walk(base, byParent, out);
    return out;
  }

  private static void walk(String dir, Map<String, List<FindEntry>> byParent, List<FindEntry> out) {
    List<FindEntry> here = new ArrayList<>(byParent.getOrDefault(dir, List.of()));
    here.sort(
        Comparator.comparing(
                (FindEntry e) -> e.isDirectory() || byParent.containsKey(e.path() + "/"))
            .thenComparing(FindEntry::name));
    out.addAll(here);
    for (FindEntry e : here) {
      if (byParent.containsKey(e.path() + "/")) {
        walk(e.path() + "/", byParent, out);
      }
    }
  }
}
