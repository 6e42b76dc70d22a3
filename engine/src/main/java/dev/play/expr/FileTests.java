package dev.play.expr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;

/**
 * Ansible's path tests, on the controller's file system as Ansible's are: {@code file}, {@code
 * directory}, {@code link}, {@code exists}, {@code link_exists}, {@code abs}, {@code mount}, {@code
 * same_file}.
 */
final class FileTests {
  private FileTests() {}

  static TestDef.Predicate on(Predicate<Path> test) {
    return (v, args) -> {
      try {
        return test.test(Path.of(path(v)));
      } catch (InvalidPathException e) {
        return false;
      }
    };
  }

  static boolean isFile(Path p) {
    return Files.isRegularFile(p);
  }

  static boolean isDirectory(Path p) {
    return Files.isDirectory(p);
  }

  static boolean isLink(Path p) {
    return Files.isSymbolicLink(p);
  }

  static boolean exists(Path p) {
    return Files.exists(p);
  }

  static boolean linkExists(Path p) {
    return Files.exists(p, LinkOption.NOFOLLOW_LINKS);
  }

  /** {@code abs}: the path starts with '/' (whether or not it exists). */
  static boolean isAbsolute(Object v, List<Object> args) {
    return path(v).startsWith("/");
  }

  /** {@code mount}: a mount point (on another device than its parent, or the root). */
  static boolean isMount(Path p) {
    try {
      Path parent = p.toAbsolutePath().resolve("..").normalize();
      return !Files.isSymbolicLink(p)
          && Files.isDirectory(p)
          && (p.toAbsolutePath().normalize().getParent() == null
              || !Files.getAttribute(p, "unix:dev").equals(Files.getAttribute(parent, "unix:dev")));
    } catch (IOException | UnsupportedOperationException e) {
      return false;
    }
  }

  /** {@code same_file(other)}: both paths lead to one file. */
  static boolean isSameFile(Object v, List<Object> args) {
    try {
      return Files.isSameFile(Path.of(path(v)), Path.of(path(args.get(0))));
    } catch (NoSuchFileException e) {
      throw new ExpressionException("no such file or directory: " + ValueFormat.repr(e.getFile()));
    } catch (IOException | InvalidPathException e) {
      throw new ExpressionException(
          "cannot compare "
              + ValueFormat.repr(v)
              + " with "
              + ValueFormat.repr(args.get(0))
              + ": "
              + e.getMessage());
    }
  }

  private static String path(Object v) {
    if (!(v instanceof String s)) {
      throw ListFilters.expected("a path (a string)", v);
    }
    return s;
  }
}
