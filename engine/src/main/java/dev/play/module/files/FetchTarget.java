package dev.play.module.files;

import dev.play.connection.ConnectionException;
import dev.play.module.ModuleFailure;
import dev.play.value.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The controller file {@code fetch} writes for a host, and the directory it must stay under: the
 * user's {@code dest} (its own symbolic links are the user's and are followed). Between that root
 * and the file, every directory must be a real directory, never a symbolic link, whoever planted
 * it: reading and writing refuse to pass one, and the file's directory must really be under the
 * root. A symbolic link in the file's own place is replaced, not followed. The write is atomic: a
 * temporary file in the same directory, renamed over the file.
 *
 * @param host the inventory host name, for messages
 * @param root the directory the file stays under
 * @param file the file, under {@code root}
 */
record FetchTarget(String host, Path root, Path file) {
  private static final Set<PosixFilePermission> NEW_FILE =
      PosixFilePermissions.fromString("rw-r--r--");

  /**
   * The SHA-1 and MD5 of the file when it is a regular file (not a symbolic link) reached without
   * passing a symbolic link, read in pieces (a fetched file may be larger than the controller's
   * memory).
   */
  public Optional<Sums.Hex> sums() throws ModuleFailure {
    if (!reachable()) {
      return Optional.empty();
    }
    Sums sums = new Sums();
    try (InputStream in = Files.newInputStream(file, LinkOption.NOFOLLOW_LINKS)) {
      byte[] buf = new byte[1 << 16];
      for (int n; (n = in.read(buf)) >= 0; ) {
        sums.update(buf, 0, n);
      }
    } catch (IOException e) {
      throw new ModuleFailure("cannot read " + file + ": " + reason(e));
    }
    return Optional.of(sums.done());
  }

  /** Whether the file is a regular file reached without passing a symbolic link. */
  private boolean reachable() throws ModuleFailure {
    for (Path dir : directories()) {
      if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
        return false;
      }
      checkDirectory(dir);
    }
    return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS);
  }

  /** Writes a file's content, in pieces (see {@link #write(Content)}). */
  interface Content {
    void writeTo(OutputStream out) throws IOException, ModuleFailure, ConnectionException;
  }

  /**
   * {@code content} into the file, its directories created: a temporary file beside it, renamed
   * over it, so a reader sees the old content or the new, never a part, and a failure (a full disk,
   * the host lost or the content refused midway) leaves the old file and no temporary file. A
   * replaced regular file keeps its permissions; a new one is 0644.
   */
  public void write(Content content) throws ModuleFailure, ConnectionException {
    Path tmp = null;
    try {
      Path dir = makeDirectories();
      Path target = dir.resolve(file.getFileName().toString());
      tmp = Files.createTempFile(dir, ".play-fetch-", ".tmp");
      try (OutputStream out = Files.newOutputStream(tmp)) {
        content.writeTo(out);
      }
      Files.setPosixFilePermissions(
          tmp,
          Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)
              ? Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS)
              : NEW_FILE);
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new ModuleFailure("Failed to fetch the file to " + file + ": " + reason(e));
    } finally {
      deleteQuietly(tmp);
    }
  }

  /** The file's directory, made where missing: its real path, checked to be under the root. */
  private Path makeDirectories() throws IOException, ModuleFailure {
    Files.createDirectories(root);
    for (Path dir : directories()) {
      if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
        try {
          Files.createDirectory(dir);
        } catch (FileAlreadyExistsException e) {
          // made meanwhile: checked below like any other
        }
      }
      checkDirectory(dir);
    }
    Path realRoot = root.toRealPath();
    Path real = file.getParent().toRealPath();
    if (!real.startsWith(realRoot)) {
      throw refused(file.getParent(), "it is really " + real + ", not under " + realRoot + "/");
    }
    return real;
  }

  /** The directories from below the root down to the file's own, in order. */
  private List<Path> directories() {
    List<Path> dirs = new ArrayList<>();
    Path dir = root;
    for (Path part : root.relativize(file.getParent())) {
      dir = dir.resolve(part);
      dirs.add(dir);
    }
    return dirs;
  }

  private void checkDirectory(Path dir) throws ModuleFailure {
    if (Files.isSymbolicLink(dir)) {
      String to;
      try {
        to = JsonWriter.compact(Files.readSymbolicLink(dir).toString());
      } catch (IOException e) {
        to = "an unreadable target";
      }
      throw refused(dir, "it is a symbolic link (to " + to + ")");
    }
    if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)) {
      throw refused(dir, "it is not a directory");
    }
  }

  private ModuleFailure refused(Path dir, String why) {
    return new ModuleFailure(
        "fetch refuses to write "
            + file
            + " for host "
            + JsonWriter.compact(host)
            + " through "
            + dir
            + ": "
            + why);
  }

  private static String reason(IOException e) {
    return e instanceof FileSystemException f && f.getReason() != null
        ? f.getFile() + ": " + f.getReason()
        : String.valueOf(e.getMessage());
  }

  private static void deleteQuietly(Path tmp) {
    if (tmp != null) {
      try {
        Files.deleteIfExists(tmp);
      } catch (IOException e) {
        // the write's own error, if any, is the one to report
      }
    }
  }
}
