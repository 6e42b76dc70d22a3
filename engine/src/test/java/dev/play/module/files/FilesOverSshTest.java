package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.ssh.FleetRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Files on a real Debian host over SSH (user {@code play}, no become): {@code copy} of directory
 * trees and {@code unarchive}, each playbook checked, applied, then applied again with no change.
 */
class FilesOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  /** A tree on the controller, beside the playbooks: {@code files/conf/{a.txt, sub/b.txt, empty/}}. */
  private static Path controllerTree(String name) throws IOException {
    Path conf = FLEET.fleet().dir().resolve(name + "/files/conf");
    Files.createDirectories(conf.resolve("sub"));
    Files.createDirectories(conf.resolve("empty"));
    Files.writeString(conf.resolve("a.txt"), "a\n");
    Files.writeString(conf.resolve("sub/b.txt"), "b\n");
    return conf;
  }

  /** Runs {@code script} on the host as the user {@code play}; returns its output. */
  private static String asPlay(String script) {
    return FLEET.host().exec("su", "play", "-c", script).assertOk().stdout();
  }

  /** Every path under {@code root} with its type and mode, sorted: {@code d 750 conf/sub}. */
  private static String tree(String root) {
    return asPlay("cd " + root + " && find . -mindepth 1 -printf '%y %m %P\\n' | sort -k3");
  }

  @Test
  void directoriesFromTheControllerAndOnTheHostTwice() throws IOException {
    controllerTree("trees");
    asPlay("mkdir -p ~/pre/lib && printf '#!/bin/sh\\necho run\\n' > ~/pre/lib/run.sh && chmod 750 ~/pre/lib/run.sh"
        + " && printf 'n\\n' > ~/pre/notes && chmod 640 ~/pre/notes");
    Path pb = FleetRun.playbook(FLEET.fleet(), "trees/copy-trees.yml", """
        - hosts: nodes
          gather_facts: false
          tasks:
            - copy: {src: conf, dest: /home/play/out/a, directory_mode: "0750"}
            - copy: {src: conf/, dest: /home/play/out/b/, mode: "0600"}
            - copy: {src: /home/play/pre/, dest: /home/play/out/c, remote_src: true}
            - copy: {src: /home/play/pre, dest: /home/play/out/d, remote_src: true, directory_mode: "0700"}
        """);
    FleetRun.Result first = FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(4, first.changed(), first.all());
    assertEquals("""
        d 755 a
        d 750 a/conf
        f 644 a/conf/a.txt
        d 750 a/conf/empty
        d 750 a/conf/sub
        f 644 a/conf/sub/b.txt
        d 755 b
        f 600 b/a.txt
        d 755 b/empty
        d 755 b/sub
        f 600 b/sub/b.txt
        d 755 c
        d 755 c/lib
        f 750 c/lib/run.sh
        f 640 c/notes
        d 755 d
        d 700 d/pre
        d 700 d/pre/lib
        f 750 d/pre/lib/run.sh
        f 640 d/pre/notes
        """, tree("~/out"));
    assertEquals("b\n", asPlay("cat ~/out/a/conf/sub/b.txt"));
    assertEquals("#!/bin/sh\necho run\n", asPlay("cat ~/out/d/pre/lib/run.sh"));
  }

  @Test
  void aSecondRunWritesOnlyTheFilesThatDiffer() throws IOException {
    Path conf = controllerTree("edits");
    asPlay("mkdir -p ~/staged/sub && printf 'x\\n' > ~/staged/x && printf 'y\\n' > ~/staged/sub/y");
    Path pb = FleetRun.playbook(FLEET.fleet(), "edits/copy-edits.yml", """
        - hosts: nodes
          gather_facts: false
          tasks:
            - copy: {src: conf/, dest: /home/play/edited}
            - copy: {src: /home/play/staged/, dest: /home/play/restaged, remote_src: true}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    String before = inodes();
    Files.writeString(conf.resolve("sub/b.txt"), "b2\n");
    asPlay("printf 'y2\\n' > ~/staged/sub/y");

    FleetRun.Result check = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "--check", "--diff");
    assertEquals(0, check.exitCode(), check.all());
    assertTrue(check.out().contains("write /home/play/edited/sub/b.txt"), check.all());
    assertTrue(check.out().contains("-b\n+b2"), "the diff shows the host's content:\n" + check.out());
    assertTrue(check.out().contains("/home/play/restaged/sub/y"), check.all());
    assertFalse(check.out().contains("edited/a.txt") || check.out().contains("restaged/x"), check.all());

    FleetRun.Result real = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, real.changed(), real.all());
    assertEquals("b2\ny2\n", asPlay("cat ~/edited/sub/b.txt ~/restaged/sub/y"));
    String after = inodes();
    assertEquals(lines(before, "edited/a.txt", "restaged/x"), lines(after, "edited/a.txt", "restaged/x"),
        "unchanged files are not rewritten");
    assertFalse(lines(before, "edited/sub/b.txt").equals(lines(after, "edited/sub/b.txt")), "b.txt was rewritten");
    assertEquals(0, FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb).changed());
  }

  @Test
  void unarchiveComparesContentAndRestoresAnEditedSameSizeFile() throws Exception {
    Path app = Files.createDirectories(FLEET.fleet().dir().resolve("arch/src/app/bin"));
    Files.writeString(app.resolve("run.sh"), "echo hi\n");
    Files.writeString(app.resolve("../read me.txt"), "docs\n");
    Files.writeString(app.resolve("../\u00e9t\u00e9.txt"), "summer\n");
    Files.createSymbolicLink(app.resolve("../latest"), Path.of("bin"));
    Files.createLink(app.resolve("../run"), app.resolve("run.sh"));
    Files.createDirectories(FLEET.fleet().dir().resolve("arch/files"));
    assertEquals(0, new ProcessBuilder("tar", "--sort=name", "-czf", "../files/app.tar.gz", "app")
        .directory(FLEET.fleet().dir().resolve("arch/src").toFile()).inheritIO().start().waitFor());
    asPlay("mkdir -p ~/u1 ~/u2");
    Path pb = FleetRun.playbook(FLEET.fleet(), "arch/unarchive.yml", """
        - hosts: nodes
          gather_facts: false
          tasks:
            - unarchive: {src: app.tar.gz, dest: /home/play/u1}
            - unarchive: {src: app.tar.gz, dest: /home/play/u2, extra_opts: [--strip-components=1]}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals("echo hi\nsummer\n", asPlay("cat ~/u1/app/run ~/u2/\u00e9t\u00e9.txt"));

    asPlay("printf 'echo ho\\n' > ~/u1/app/bin/run.sh && ln -sfn elsewhere ~/u1/app/latest"
        + " && printf 'DOCS\\n' > ~/u2/'read me.txt'");
    FleetRun.Result check = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "--check");
    assertEquals(0, check.exitCode(), check.all());
    assertTrue(check.out().contains("(2 of 7 member(s) differ: app/bin/run.sh (content), app/latest (link target))"),
        "app/run, a hard link to app/bin/run.sh, is compared as a link: " + check.all());
    assertTrue(check.out().contains("(1 of 6 member(s) differ: read me.txt (content))"), check.all());
    FleetRun.Result real = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, real.changed(), real.all());
    assertEquals("echo hi\nbin\ndocs\n", asPlay("cat ~/u1/app/bin/run.sh && readlink ~/u1/app/latest"
        + " && cat ~/u2/'read me.txt'"));
    assertEquals(0, FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb).changed());
  }

  /** {@code <inode> <path>} of every file of the two copies. */
  private static String inodes() {
    return asPlay("cd ~ && find edited restaged -type f -printf '%i %p\\n'");
  }

  private static List<String> lines(String listing, String... paths) {
    return listing.lines().filter(l -> List.of(paths).contains(l.substring(l.indexOf(' ') + 1))).sorted().toList();
  }
}
