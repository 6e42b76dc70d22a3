package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.module.ModuleFailure;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fetch}'s controller file: a symbolic link planted under {@code dest/HOST/} (by an earlier
 * run, by hand, by anything) is never followed, on reading or on writing, and a file is replaced
 * whole.
 */
class FetchTargetTest {
  private static final byte[] NEW = "from the node\n".getBytes(StandardCharsets.UTF_8);
  private static final FetchTarget.Content NEW_CONTENT = out -> out.write(NEW);

  @TempDir Path tmp;
  private Path out;
  private Path outside;
  private Path secret;

  @BeforeEach
  void dirs() throws IOException {
    out = Files.createDirectories(tmp.resolve("out"));
    outside = Files.createDirectories(tmp.resolve("outside"));
    secret = Files.writeString(outside.resolve("passwd"), "root:x:0:0\n");
  }

  private FetchTarget target(String relative) {
    return new FetchTarget("node1", out, out.resolve(relative));
  }

  /** Every path under the temporary directory with its content or link, sorted. */
  private List<String> snapshot() throws IOException {
    try (Stream<Path> all = Files.walk(tmp)) {
      return all.sorted().map(this::describe).toList();
    }
  }

  private String describe(Path p) {
    try {
      if (Files.isSymbolicLink(p)) {
        return tmp.relativize(p) + " -> " + Files.readSymbolicLink(p);
      }
      return Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)
          ? tmp.relativize(p) + "/"
          : tmp.relativize(p) + " = " + Files.readString(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void aNewFileAndItsDirectoriesAreMadeUnderTheRoot() throws Exception {
    FetchTarget t = target("node1/etc/hosts");
    assertEquals(Optional.empty(), t.sums());
    t.write(NEW_CONTENT);
    assertEquals("from the node\n", Files.readString(out.resolve("node1/etc/hosts")));
    assertEquals(
        "rw-r--r--",
        java.nio.file.attribute.PosixFilePermissions.toString(
            Files.getPosixFilePermissions(out.resolve("node1/etc/hosts"))));
    assertTrue(Arrays.equals(NEW, Files.readAllBytes(t.file())));
    try (Stream<Path> s = Files.list(out.resolve("node1/etc"))) {
      assertEquals(1, s.count(), "no temporary file is left");
    }
  }

  @Test
  void aDirectoryLinkOutOfTheTreeIsRefusedAndNothingIsWritten() throws Exception {
    Files.createDirectories(out.resolve("node1"));
    Files.createSymbolicLink(out.resolve("node1/etc"), outside);
    List<String> before = snapshot();
    FetchTarget t = target("node1/etc/passwd");
    ModuleFailure onRead = assertThrows(ModuleFailure.class, t::sums);
    ModuleFailure onWrite = assertThrows(ModuleFailure.class, () -> t.write(NEW_CONTENT));
    String message =
        "fetch refuses to write "
            + out.resolve("node1/etc/passwd")
            + " for host \"node1\" through "
            + out.resolve("node1/etc")
            + ": it is a symbolic link (to \""
            + outside
            + "\")";
    assertEquals(message, onRead.getMessage());
    assertEquals(message, onWrite.getMessage());
    assertEquals(before, snapshot(), "nothing is written anywhere");
    assertEquals("root:x:0:0\n", Files.readString(secret));
  }

  @Test
  void aRelativeLinkThatClimbsOutIsRefused() throws Exception {
    Files.createDirectories(out.resolve("node1/var"));
    Files.createSymbolicLink(out.resolve("node1/var/log"), Path.of("../../../outside"));
    List<String> before = snapshot();
    ModuleFailure f =
        assertThrows(ModuleFailure.class, () -> target("node1/var/log/passwd").write(NEW_CONTENT));
    assertTrue(f.getMessage().endsWith(": it is a symbolic link (to \"../../../outside\")"));
    assertEquals(before, snapshot());
  }

  @Test
  void theHostDirectoryItselfMayNotBeALink() throws Exception {
    Files.createSymbolicLink(out.resolve("node1"), outside);
    List<String> before = snapshot();
    ModuleFailure f =
        assertThrows(ModuleFailure.class, () -> target("node1/passwd").write(NEW_CONTENT));
    assertTrue(f.getMessage().contains(" through " + out.resolve("node1") + ": it is a symbolic"));
    assertEquals(before, snapshot());
  }

  @Test
  void aFileInTheWayOfADirectoryIsRefused() throws Exception {
    Files.createDirectories(out.resolve("node1"));
    Files.writeString(out.resolve("node1/etc"), "a file\n");
    ModuleFailure f =
        assertThrows(ModuleFailure.class, () -> target("node1/etc/x").write(NEW_CONTENT));
    assertTrue(f.getMessage().endsWith(out.resolve("node1/etc") + ": it is not a directory"));
  }

  @Test
  void aLinkInTheFilesPlaceIsReplacedNotFollowed() throws Exception {
    Files.createDirectories(out.resolve("node1/etc"));
    Path link = Files.createSymbolicLink(out.resolve("node1/etc/passwd"), secret);
    FetchTarget t = target("node1/etc/passwd");
    assertEquals(Optional.empty(), t.sums(), "the link's target is not read");
    t.write(NEW_CONTENT);
    assertFalse(Files.isSymbolicLink(link));
    assertEquals("from the node\n", Files.readString(link));
    assertEquals("root:x:0:0\n", Files.readString(secret));
  }

  @Test
  void theRootsOwnLinkIsTheUsersAndIsFollowed() throws Exception {
    Path linked = Files.createSymbolicLink(tmp.resolve("linked"), out);
    new FetchTarget("node1", linked, linked.resolve("node1/f")).write(NEW_CONTENT);
    assertEquals("from the node\n", Files.readString(out.resolve("node1/f")));
  }

  @Test
  void aWriteThatFailsLeavesTheOldFileAndNoTemporaryFile() throws Exception {
    Path dir = Files.createDirectories(out.resolve("node1"));
    Files.writeString(dir.resolve("f"), "old\n");
    Files.createDirectory(dir.resolve("f2"));
    ModuleFailure f =
        assertThrows(ModuleFailure.class, () -> target("node1/f2").write(NEW_CONTENT));
    assertTrue(
        f.getMessage().startsWith("Failed to fetch the file to " + dir.resolve("f2") + ": "));
    assertEquals("old\n", Files.readString(dir.resolve("f")));
    try (Stream<Path> s = Files.list(dir)) {
      assertEquals(List.of(dir.resolve("f"), dir.resolve("f2")), s.sorted().toList());
    }
  }
}
