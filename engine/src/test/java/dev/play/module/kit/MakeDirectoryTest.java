package dev.play.module.kit;

import static dev.play.module.kit.MakeDirectory.Parents.ALIKE;
import static dev.play.module.kit.MakeDirectory.Parents.DEFAULTS;
import static dev.play.module.kit.MakeDirectory.Parents.NONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.play.facts.FileFacts.Owner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A directory made with the requested mode, and its missing parents as asked, by the script a host
 * runs.
 */
class MakeDirectoryTest {
  @TempDir Path tmp;

  @Test
  void chainListsEachDirectoryFromTheTop() {
    assertEquals(List.of("/srv", "/srv/a", "/srv/a/b"), MakeDirectory.chain("/srv/a/b/"));
    assertEquals(List.of("data", "data/x"), MakeDirectory.chain("data//x"));
    assertEquals(List.of(), MakeDirectory.chain("/"));
  }

  @Test
  void theMissingDirectoriesGetTheModeAndThoseThatExistKeepTheirs() throws Exception {
    Path top = Files.createDirectory(tmp.resolve("top"));
    Files.setPosixFilePermissions(top, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path leaf = top.resolve("a/b/c");
    int rc = run(new MakeDirectory(leaf.toString(), 0700, null, ALIKE).script());
    assertEquals(0, rc);
    for (Path made : List.of(top.resolve("a"), top.resolve("a/b"), leaf)) {
      assertEquals(
          "rwx------",
          PosixFilePermissions.toString(Files.getPosixFilePermissions(made)),
          made.toString());
    }
    assertEquals("rwxr-xr-x", PosixFilePermissions.toString(Files.getPosixFilePermissions(top)));
    assertEquals(
        0,
        run(new MakeDirectory(leaf.toString(), 0700, null, ALIKE).script()),
        "nothing left to make");
  }

  @Test
  void anOwnerIsGivenBeforeTheMode() throws Exception {
    int uid = (Integer) Files.getAttribute(tmp, "unix:uid");
    int gid = (Integer) Files.getAttribute(tmp, "unix:gid");
    Path leaf = tmp.resolve("x/y");
    String script =
        new MakeDirectory(leaf.toString(), 0750, new Owner(uid, gid, "u", "g"), ALIKE).script();
    assertEquals(0, run(script));
    assertEquals(
        "rwxr-x---",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("x"))));
  }

  @Test
  void aDirectoryAnotherProcessMadeMeanwhileIsTakenAndGivenTheMode() throws Exception {
    Path leaf = tmp.resolve("raced");
    // mkdir as it goes when another host makes the same directory between the check and mkdir
    String race = "mkdir() { command mkdir -- \"$2\"; command mkdir \"$@\"; }\n";
    assertEquals(0, run(race + new MakeDirectory(leaf.toString(), 0700, null, ALIKE).script()));
    assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(leaf)));
  }

  @Test
  void aFileInTheWayFails() throws Exception {
    Files.writeString(tmp.resolve("f"), "");
    assertNotEquals(
        0, run(new MakeDirectory(tmp.resolve("f/d").toString(), null, null, ALIKE).script()));
  }

  @Test
  void withoutParentsAMissingParentFails() throws Exception {
    Path leaf = tmp.resolve("a/b");
    assertNotEquals(0, run(new MakeDirectory(leaf.toString(), 0700, null, NONE).script()));
    Files.createDirectory(tmp.resolve("a"));
    assertEquals(0, run(new MakeDirectory(leaf.toString(), 0700, null, NONE).script()));
    assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(leaf)));
  }

  @Test
  void withDefaultParentsOnlyTheLastGetsTheMode() throws Exception {
    Path leaf = tmp.resolve("p/q/r");
    assertEquals(0, run(new MakeDirectory(leaf.toString(), 0700, null, DEFAULTS).script()));
    assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(leaf)));
    assertNotEquals(
        "rwx------",
        PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp.resolve("p/q"))));
    assertEquals("create directory " + leaf, MakeDirectory.withParents(leaf.toString()).describe());
  }

  private static int run(String script) throws Exception {
    Process p = new ProcessBuilder("/bin/sh", "-c", script).redirectErrorStream(true).start();
    p.getInputStream().readAllBytes();
    return p.waitFor();
  }
}
