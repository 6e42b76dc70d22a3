package dev.play.cases;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * The data-file cases of the module tests (docs/testing.md, "Case files"): under a root in the test
 * resources, one directory per module and one {@code .yaml} file per case, each a YAML mapping.
 * Anything else in the tree fails the test that lists it, so that a case is never left unread: a
 * file of another extension, a file beside the module directories, a key its harness does not read.
 */
public final class CaseFiles {
  public static final String EXTENSION = ".yaml";
  private static final Path RESOURCES = Path.of("src/test/resources");

  private final Path root;

  private CaseFiles(Path root) {
    this.root = root;
  }

  /**
   * The cases under {@code name}, a directory of {@code src/test/resources} such as {@code cases}:
   * read where they are written (the tests run in {@code engine/}), not from the copy in {@code
   * target/test-classes}, which keeps a renamed or deleted case until a clean build.
   */
  public static CaseFiles root(String name) {
    Path root = RESOURCES.resolve(name);
    if (!Files.isDirectory(root)) {
      throw new AssertionError("no directory " + root.toAbsolutePath());
    }
    return new CaseFiles(root);
  }

  /** The module directories, sorted by name; fails on a plain file beside them. */
  public List<String> dirs() {
    List<Path> all = list(root);
    assertOnly(
        all.stream().filter(p -> !Files.isDirectory(p)).toList(), "directories, one per module");
    return all.stream().map(p -> p.getFileName().toString()).toList();
  }

  /** The case files of {@code dir}, sorted by name; fails on anything but {@code .yaml} files. */
  public List<Path> cases(String dir) {
    Path d = root.resolve(dir);
    if (!Files.isDirectory(d)) {
      throw new AssertionError("no case directory " + d);
    }
    List<Path> all = list(d);
    assertOnly(
        all.stream()
            .filter(p -> !Files.isRegularFile(p) || !p.toString().endsWith(EXTENSION))
            .toList(),
        EXTENSION + " case files");
    return all;
  }

  /** The name a case is shown by: {@code dir/file.yaml}. */
  public static String name(Path file) {
    return file.getParent().getFileName() + "/" + file.getFileName();
  }

  /**
   * The case in {@code file}: a YAML mapping whose keys are all among {@code keys} (the schema of
   * the harness that reads it; a key it would ignore, say a misspelt {@code aply}, fails).
   */
  public static Map<String, Object> load(Path file, Set<String> keys) {
    Object doc;
    try (Reader r = Files.newBufferedReader(file)) {
      doc = new Yaml().load(r);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + file, e);
    } catch (YAMLException e) {
      throw new AssertionError(file + ": " + e.getMessage(), e);
    }
    if (!(doc instanceof Map<?, ?> map)) {
      throw new AssertionError(
          file
              + ": a case is a YAML mapping, not "
              + (doc == null ? "empty" : doc.getClass().getSimpleName()));
    }
    Set<String> unknown = new TreeSet<>();
    map.keySet()
        .forEach(
            k -> {
              if (!keys.contains(String.valueOf(k))) {
                unknown.add(String.valueOf(k));
              }
            });
    if (!unknown.isEmpty()) {
      throw new AssertionError(
          file + ": unknown keys " + unknown + " (known: " + new TreeSet<>(keys) + ")");
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> out = (Map<String, Object>) map;
    return out;
  }

  private void assertOnly(List<Path> wrong, String what) {
    if (!wrong.isEmpty()) {
      throw new AssertionError(
          root.getFileName()
              + "/ holds only "
              + what
              + ", not "
              + wrong.stream().map(p -> root.relativize(p).toString()).toList());
    }
  }

  private static List<Path> list(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files.sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list " + dir, e);
    }
  }
}
