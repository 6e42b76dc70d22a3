package dev.play.lookup;

import dev.play.inventory.Glob;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code fileglob}: the controller files (not directories) whose names match a shell pattern
 * ({@code *}, {@code ?}, {@code [...]}; {@code *} skips names starting with a dot, as Python's
 * glob), as Ansible looks for them: a pattern with a directory ({@code conf.d/*.conf}) in that
 * directory found in the task's search path ({@code files/} first); a bare pattern in each
 * directory of the search path, under {@code files/} then the directory itself, until one has
 * matches. Paths are absolute and, unlike Ansible's (directory order), sorted by name. No match is
 * no error: no items.
 */
final class FileglobLookup implements TermLookup {
  @Override
  public String name() {
    return "fileglob";
  }

  @Override
  public List<Object> values(String term, Options options, LookupContext ctx) {
    Path given = Path.of(term);
    String name = given.getFileName() == null ? "" : given.getFileName().toString();
    for (Path dir : directories(given, ctx)) {
      List<String> found = matches(dir, name);
      if (!found.isEmpty()) {
        return new ArrayList<>(found);
      }
    }
    return List.of();
  }

  private static List<Path> directories(Path pattern, LookupContext ctx) {
    if (pattern.getParent() != null) {
      return ctx.find(pattern.getParent().toString(), LookupContext.FILES).stream().toList();
    }
    List<Path> dirs = new ArrayList<>();
    for (Path dir : ctx.env().files().dirs()) {
      dirs.add(dir.resolve(LookupContext.FILES));
      dirs.add(dir);
    }
    return dirs;
  }

  private static List<String> matches(Path dir, String glob) {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    Pattern regex = Pattern.compile(Glob.toRegex(glob), Pattern.DOTALL);
    boolean dotFiles = glob.startsWith(".");
    List<String> out = new ArrayList<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path p : entries) {
        String n = p.getFileName().toString();
        if ((dotFiles || !n.startsWith("."))
            && regex.matcher(n).matches()
            && Files.isRegularFile(p)) {
          out.add(p.toAbsolutePath().toString());
        }
      }
    } catch (IOException e) {
      throw new LookupException("could not list " + dir + ": " + e.getMessage());
    }
    out.sort(null);
    return out;
  }
}
