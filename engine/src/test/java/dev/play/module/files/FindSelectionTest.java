package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code find}'s selection from a listing, by Ansible's rules: names, types, depth, hidden, age,
 * size, order.
 */
class FindSelectionTest {
  private static final double NOW = 1_700_100_000;

  /**
   * /d: a.txt (10 B, 1 day old), b.log (2 KiB, 10 days), .h (hidden), ln (link), sub/ (dir),
   * sub/c.txt, sub/deep/e.txt, .git/x.
   */
  private static final String LISTING =
      "now="
          + (long) NOW
          + "\0root=/d\0"
          + entry("81a4", 10, NOW - 86_400, "/d/a.txt")
          + entry("41ed", 4096, NOW, "/d/sub")
          + entry("81a4", 2048, NOW - 864_000, "/d/b.log")
          + entry("81a4", 1, NOW, "/d/.h")
          + entry("a1ff", 3, NOW, "/d/ln")
          + entry("41ed", 4096, NOW, "/d/.git")
          + entry("81a4", 1, NOW, "/d/.git/x")
          + entry("81a4", 5, NOW, "/d/sub/c.txt")
          + entry("41ed", 4096, NOW, "/d/sub/deep")
          + entry("81a4", 5, NOW, "/d/sub/deep/e.txt");

  private static String entry(String mode, long size, double mtime, String path) {
    return "e="
        + mode
        + "|0|0|"
        + size
        + "|0|"
        + (long) mtime
        + "|0|x|y|z|1|1|1|root|root|"
        + path
        + "\0";
  }

  private static List<String> select(Object... kv) throws ModuleFailure {
    Map<String, Object> args = new LinkedHashMap<>(Map.of("paths", "/d"));
    for (int i = 0; i < kv.length; i += 2) {
      args.put((String) kv[i], kv[i + 1]);
    }
    FindSelection s =
        FindSelection.of(FindRequest.of(new FindModule().bind(args)), FindListing.parse(LISTING));
    return s.entries().stream().map(FindEntry::path).toList();
  }

  @Test
  void recursiveWalkOrderAndHiddenNamesOnly() throws ModuleFailure {
    assertEquals(
        List.of("/d/a.txt", "/d/b.log", "/d/.git/x", "/d/sub/c.txt", "/d/sub/deep/e.txt"),
        select("recurse", true),
        "a hidden directory's files are found, as in Ansible; each directory's files first");
    assertEquals(
        List.of("/d/.h", "/d/a.txt", "/d/b.log", "/d/.git/x", "/d/sub/c.txt", "/d/sub/deep/e.txt"),
        select("recurse", true, "hidden", true));
  }

  @Test
  void depthCountsLevelsBelowThePath() throws ModuleFailure {
    assertEquals(
        List.of("/d/a.txt", "/d/b.log", "/d/.git/x", "/d/sub/c.txt"),
        select("recurse", true, "depth", 2));
    assertEquals(List.of("/d/a.txt", "/d/b.log"), select("depth", 5), "depth needs recurse");
  }

  @Test
  void globsRegexesAndExcludes() throws ModuleFailure {
    assertEquals(
        List.of("/d/a.txt", "/d/sub/c.txt", "/d/sub/deep/e.txt"),
        select("recurse", true, "patterns", "*.txt"));
    assertEquals(List.of("/d/a.txt", "/d/b.log"), select("patterns", List.of("?.txt", "*.log")));
    assertEquals(
        List.of("/d/b.log"), select("excludes", "*.txt"), "excludes alone start from every name");
    assertEquals(
        List.of("/d/a.txt"),
        select("patterns", "[ab]\\.", "use_regex", true, "excludes", ".*log"),
        "a regex matches the start of the name");
  }

  @Test
  void typesAgeAndSize() throws ModuleFailure {
    assertEquals(List.of("/d/ln", "/d/sub"), select("file_type", "any", "patterns", "[ls]*"));
    assertEquals(
        List.of("/d/.git", "/d/sub", "/d/sub/deep"),
        select("file_type", "directory", "recurse", true, "hidden", true));
    assertEquals(List.of("/d/ln"), select("file_type", "link"));
    assertEquals(List.of("/d/a.txt", "/d/b.log"), select("age", "1d"));
    assertEquals(List.of("/d/b.log"), select("age", "2d"));
    assertEquals(List.of("/d/a.txt"), select("age", "-2d"), "a negative age: at most that old");
    assertEquals(List.of("/d/b.log"), select("size", "1k"));
    assertEquals(List.of("/d/a.txt"), select("size", "-1k"));
    assertEquals(
        List.of("/d/ln", "/d/sub"),
        select("file_type", "any", "size", "1m"),
        "size applies to regular files only");
  }

  @Test
  void examinedCountsEveryEntryWalked() throws ModuleFailure {
    FindSelection s =
        FindSelection.of(
            FindRequest.of(new FindModule().bind(Map.of("paths", "/d"))),
            FindListing.parse(LISTING));
    assertEquals(10, s.examined());
  }
}
