package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code copy} of directories (from the controller and {@code remote_src}) and of host files, run
 * locally: {@code --check} first (exact, nothing written), then for real, then again unchanged.
 */
class CopyTreeRunTest {
  @TempDir Path dir;

  @BeforeEach
  void controllerAndHostFiles() throws IOException {
    Files.createDirectories(dir.resolve("files/conf/sub"));
    Files.createDirectories(dir.resolve("files/conf/empty"));
    Files.writeString(dir.resolve("files/conf/a.txt"), "a\n");
    Files.writeString(dir.resolve("files/conf/sub/b.txt"), "b\n");
    Files.createDirectories(dir.resolve("host/pre/lib"));
    Files.writeString(dir.resolve("host/pre/lib/run.sh"), "#!/bin/sh\necho run\n");
    Files.setPosixFilePermissions(
        dir.resolve("host/pre/lib/run.sh"), PosixFilePermissions.fromString("rwxr-x---"));
    Files.writeString(dir.resolve("host/pre/notes"), "n\n");
  }

  private PlayRun play(String playbook, String... args) throws IOException {
    Path inv = Files.writeString(dir.resolve("hosts.ini"), "h1 ansible_connection=local\n");
    Path pb = Files.writeString(dir.resolve("pb.yml"), playbook.replace("ROOT", dir.toString()));
    List<String> all = new ArrayList<>(List.of("-i", inv.toString(), pb.toString()));
    all.addAll(List.of(args));
    return PlayRun.of(all.toArray(String[]::new));
  }

  /** --check, real run with the same changed tasks, second run unchanged; returns the real run. */
  private PlayRun checkApplyTwice(String pb) throws IOException {
    PlayRun check = play(pb, "--check", "--diff");
    assertEquals(0, check.exitCode(), check.all());
    assertFalse(Files.exists(dir.resolve("out")), "check mode wrote nothing");
    PlayRun real = play(pb, "--diff");
    assertEquals(0, real.exitCode(), real.all());
    assertEquals(
        check.changedLines(),
        real.changedLines(),
        "check:\n" + check.out() + "\nreal:\n" + real.out());
    PlayRun again = play(pb);
    assertEquals(0, again.exitCode(), again.all());
    assertEquals(0, again.changed("h1"), again.all());
    return real;
  }

  @Test
  void directoriesFromTheControllerAndOnTheHostTwice() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy: {src: conf, dest: ROOT/out/a, directory_mode: "0750"}
            - copy: {src: conf/, dest: ROOT/out/b/, mode: "0600"}
            - copy: {src: ROOT/host/pre/, dest: ROOT/out/c, remote_src: true}
            - copy: {src: ROOT/host/pre, dest: ROOT/out/d, remote_src: true}
            - copy: {src: ROOT/host/pre/lib/run.sh, dest: ROOT/out/run.sh, remote_src: true}
              register: single
            - copy: {content: "{{ single.checksum }} {{ single.mode }}\\n", dest: ROOT/out/single}
        """;
    PlayRun real = checkApplyTwice(pb);
    assertEquals(6, real.changed("h1"), real.all());
    assertEquals("a\n", Files.readString(dir.resolve("out/a/conf/a.txt")));
    assertEquals("b\n", Files.readString(dir.resolve("out/a/conf/sub/b.txt")));
    assertTrue(Files.isDirectory(dir.resolve("out/a/conf/empty")));
    assertEquals("rwxr-x---", perms("out/a/conf/sub"));
    assertEquals("rw-------", perms("out/b/sub/b.txt"));
    assertEquals("#!/bin/sh\necho run\n", Files.readString(dir.resolve("out/c/lib/run.sh")));
    assertEquals(
        "rwxr-x---",
        perms("out/c/lib/run.sh"),
        "a file copied on the host keeps its source's mode");
    assertEquals("n\n", Files.readString(dir.resolve("out/d/pre/notes")));
    assertEquals(
        sha1("#!/bin/sh\necho run\n") + " 0750\n",
        Files.readString(dir.resolve("out/single")),
        "registered checksum and the source's mode");
  }

  @Test
  void onlyTheChangedFileOfATreeIsWritten() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - copy: {src: conf/, dest: ROOT/out}
        """;
    checkApplyTwice(pb);
    Files.writeString(dir.resolve("files/conf/sub/b.txt"), "b2\n");
    PlayRun check = play(pb, "--check", "--diff");
    assertTrue(check.out().contains("write " + dir + "/out/sub/b.txt"), check.all());
    assertFalse(check.out().contains("out/a.txt"), check.all());
    assertTrue(check.out().contains("-b\n+b2"), "the diff shows the old content:\n" + check.out());
    PlayRun real = play(pb);
    assertEquals(1, real.changed("h1"), real.all());
    assertEquals("b2\n", Files.readString(dir.resolve("out/sub/b.txt")));
  }

  @Test
  void checkModePlansWhatReadsFilesEarlierTasksWouldCreate() throws IOException {
    String pb =
        """
        - hosts: h1
          gather_facts: false
          tasks:
            - file: {path: ROOT/out, state: directory}
            - copy: {content: "v1\\n", dest: ROOT/out/gen.cfg}
            - copy: {src: ROOT/out/gen.cfg, dest: ROOT/out/gen.copy, remote_src: true}
            - copy: {src: conf, dest: ROOT/out/tree}
            - file: {src: ROOT/out/tree/conf/a.txt, dest: ROOT/out/a.link, state: link}
            - file: {src: ROOT/out/tree/conf/sub, dest: ROOT/out/sub.link, state: link}
        """;
    PlayRun real = checkApplyTwice(pb);
    assertEquals(6, real.changed("h1"), real.all());
    assertEquals("v1\n", Files.readString(dir.resolve("out/gen.copy")));
    assertEquals("a\n", Files.readString(dir.resolve("out/a.link")));
  }

  private static String sha1(String text) {
    return dev.play.module.kit.Checksums.sha1(
        text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }

  private String perms(String rel) throws IOException {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve(rel)));
  }
}
