package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.module.ModuleFailure;
import dev.play.module.kit.Checksums;
import dev.play.vault.VaultContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The directories and files of a directory copied recursively ({@code copy} with a directory {@code
 * src}), by path relative to it ({@code a/b.conf}), sorted so that a directory comes before what it
 * holds. Read on the controller, or listed on the host ({@code remote_src}).
 */
record TreeSource(List<String> dirs, List<SourceFile> files) {
  public TreeSource {
    dirs = List.copyOf(dirs);
    files = List.copyOf(files);
  }

  /**
   * One file of the tree.
   *
   * @param content the bytes, for a controller file; null for a file on the host
   * @param hostPath the file's path on the host ({@code remote_src}); null for a controller file
   */
  public record SourceFile(
      String rel, String checksum, int mode, byte[] content, String hostPath) {}

  /** Every relative path, directories first, as the facts command lists them ({@code ./a/b}). */
  public List<String> listing() {
    List<String> out = new ArrayList<>();
    dirs.forEach(d -> out.add("./" + d));
    files.forEach(f -> out.add("./" + f.rel()));
    return out;
  }

  /**
   * Reads a controller directory; symbolic links are followed, as Ansible's {@code local_follow}.
   * With {@code decrypt}, vaulted files are opened with the run's {@code vault}.
   */
  public static TreeSource local(Path root, boolean decrypt, VaultContext vault)
      throws ModuleFailure {
    List<String> dirs = new ArrayList<>();
    List<SourceFile> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(root, FileVisitOption.FOLLOW_LINKS)) {
      for (Path p : walk.sorted().toList()) {
        if (p.equals(root)) {
          continue;
        }
        String rel = relative(root, p);
        if (Files.isDirectory(p)) {
          dirs.add(rel);
        } else if (Files.isRegularFile(p)) {
          byte[] raw = Files.readAllBytes(p);
          byte[] bytes = decrypt ? vault.plainBytes(raw, p.toString()) : raw;
          files.add(new SourceFile(rel, Checksums.sha1(bytes), mode(p), bytes, null));
        } else {
          throw new ModuleFailure("copy: " + p + " is not a regular file or directory");
        }
      }
    } catch (IOException | UncheckedIOException e) {
      throw new ModuleFailure("could not read src " + root + ": " + e.getMessage());
    }
    return new TreeSource(dirs, files);
  }

  private static String relative(Path root, Path p) throws ModuleFailure {
    String rel = root.relativize(p).toString().replace(java.io.File.separatorChar, '/');
    if (rel.indexOf('\n') >= 0) {
      throw new ModuleFailure("copy: file names with a newline are not supported: " + p);
    }
    return rel;
  }

  @SuppressWarnings(
      "EnumOrdinal") // PosixFilePermission's documented order (owner, group, others; read, write,
  // execute) is the mode's bit order
  private static int mode(Path p) throws IOException {
    int mode = 0;
    try {
      for (PosixFilePermission perm : Files.getPosixFilePermissions(p)) {
        mode |= 0400 >> perm.ordinal();
      }
    } catch (UnsupportedOperationException e) {
      return 0644;
    }
    return mode;
  }

  /**
   * The script listing a directory on the host: {@code sd=MODE|./rel} for each directory, {@code
   * sf=MODE|./rel} for each file, {@code ss=SHA1 ./rel} for each file's checksum; {@code
   * src=absent} when {@code dir} is not a directory. Links are followed.
   */
  public static String hostScript(String dir) {
    return "s="
        + quote(dir)
        + "\n"
        + "if [ -d \"$s\" ]; then cd -- \"$s\" || exit 1\n"
        + "find -L . -mindepth 1 \\( -type d -printf 'sd=%m|%p\\n' \\) -o \\( -type f -printf 'sf=%m|%p\\n' \\)\n"
        + "find -L . -mindepth 1 -type f -exec sha1sum -- {} + | sed 's/^/ss=/'\n"
        + "cd - >/dev/null\n"
        + "else echo src=absent; fi\n";
  }

  /** Parses {@link #hostScript}'s lines; {@code dir} is the listed directory. Pure. */
  public static TreeSource parseHost(String dir, String output) {
    Map<String, Integer> fileModes = new TreeMap<>();
    Map<String, String> sums = new TreeMap<>();
    List<String> dirs = new ArrayList<>();
    for (String line : output.split("\n")) {
      if (line.startsWith("sd=")) {
        dirs.add(rel(line.substring(line.indexOf('|') + 1)));
      } else if (line.startsWith("sf=")) {
        fileModes.put(
            rel(line.substring(line.indexOf('|') + 1)),
            Integer.parseInt(line.substring(3, line.indexOf('|')), 8));
      } else if (line.startsWith("ss=")) {
        Sha1Line s = Sha1Line.parse(line.substring(3));
        sums.put(rel(s.name()), s.sum());
      }
    }
    String base = dir.endsWith("/") ? dir : dir + "/";
    List<SourceFile> files = new ArrayList<>();
    fileModes.forEach(
        (rel, mode) -> files.add(new SourceFile(rel, sums.get(rel), mode, null, base + rel)));
    return new TreeSource(dirs.stream().sorted().toList(), files);
  }

  /** Whether the host listing said the directory is missing. */
  public static boolean hostAbsent(String output) {
    return output.lines().anyMatch("src=absent"::equals);
  }

  private static String rel(String dotted) {
    return dotted.startsWith("./") ? dotted.substring(2) : dotted;
  }
}
