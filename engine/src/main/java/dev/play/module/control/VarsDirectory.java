package dev.play.module.control;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.PythonRegex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which files {@code include_vars: dir} reads, in Ansible's order: the directories under the root
 * sorted by path, the first {@code depth} of them (0: all), each one's files sorted by name; {@code
 * files_matching} (a regex searched in the name) and {@code ignore_files} (regexes that must match
 * the end of the name) leave files out, and so do unknown extensions with {@code
 * ignore_unknown_extensions}. Reads only the controller's file system.
 *
 * @param depth how many directories to read, in sorted order (Ansible's count; 0 for all)
 * @param matching the {@code files_matching} regex, or null
 * @param ignored the {@code ignore_files} regexes
 * @param extensions the extensions a file may have (without the dot)
 * @param skipUnknown leave files with other extensions out instead of failing on them
 */
record VarsDirectory(
    int depth,
    Pattern matching,
    List<Pattern> ignored,
    List<String> extensions,
    boolean skipUnknown) {

  VarsDirectory {
    ignored = List.copyOf(ignored);
    extensions = List.copyOf(extensions);
  }

  static VarsDirectory of(Args args) throws ModuleFailure {
    String matching = args.stringOrNull("files_matching");
    List<Pattern> ignored = new ArrayList<>();
    for (String name : ignoreFiles(args)) {
      ignored.add(PythonRegex.compile("(?:" + name + ")$", 0, "include_vars", "ignore_files"));
    }
    List<String> extensions = args.list("extensions");
    return new VarsDirectory(
        args.integer("depth"),
        matching == null
            ? null
            : PythonRegex.compile(matching, 0, "include_vars", "files_matching"),
        ignored,
        extensions,
        args.bool("ignore_unknown_extensions"));
  }

  /**
   * {@code ignore_files}: a list, or a string of names separated by spaces (Ansible splits it so).
   */
  private static List<String> ignoreFiles(Args args) throws ModuleFailure {
    if (args.raw("ignore_files") instanceof String s) {
      return List.of(s.trim().split("\\s+")).stream().filter(w -> !w.isEmpty()).toList();
    }
    return args.list("ignore_files");
  }

  /**
   * The files to read under {@code root}, in order (a file with an unknown extension included
   * unless skipped).
   */
  List<Path> files(Path root) throws ModuleFailure {
    List<Path> dirs = directories(root);
    List<Path> out = new ArrayList<>();
    for (Path dir : depth > 0 && dirs.size() > depth ? dirs.subList(0, depth) : dirs) {
      for (Path file : filesIn(dir)) {
        if (wanted(file.getFileName().toString())) {
          out.add(file);
        }
      }
    }
    return out;
  }

  /**
   * Whether {@code file}'s extension is one of {@link #extensions}, as Python's {@code splitext}
   * reads it.
   */
  boolean knownExtension(Path file) {
    String name = file.getFileName().toString().replaceFirst("^\\.+", "");
    int dot = name.lastIndexOf('.');
    return dot > 0 && extensions.contains(name.substring(dot + 1));
  }

  private boolean wanted(String name) {
    if (matching != null && !matching.matcher(name).find()) {
      return false;
    }
    if (ignored.stream().anyMatch(p -> p.matcher(name).find())) {
      return false;
    }
    return !skipUnknown || knownExtension(Path.of(name));
  }

  /**
   * {@code root} and every directory below it (links to directories are not followed), sorted by
   * path.
   */
  private static List<Path> directories(Path root) throws ModuleFailure {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(p -> Files.isDirectory(p, java.nio.file.LinkOption.NOFOLLOW_LINKS))
          .sorted(Comparator.comparing(Path::toString))
          .toList();
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new ModuleFailure("include_vars: cannot read " + root + ": " + e.getMessage());
    }
  }

  /**
   * The entries of {@code dir} that exist and are not directories (links followed), sorted by name.
   */
  private static List<Path> filesIn(Path dir) throws ModuleFailure {
    try (Stream<Path> list = Files.list(dir)) {
      return list.filter(p -> Files.exists(p) && !Files.isDirectory(p))
          .sorted(Comparator.comparing(p -> p.getFileName().toString()))
          .toList();
    } catch (IOException e) {
      throw new ModuleFailure("include_vars: cannot read " + dir + ": " + e.getMessage());
    }
  }
}
