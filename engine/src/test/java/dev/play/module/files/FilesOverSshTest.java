package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
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
 * Files on a real Debian host over SSH (user {@code play}; become where said): {@code copy} of
 * directory trees and {@code unarchive}, each playbook checked, applied, then applied again with no
 * change; files read from the host ({@code slurp}, {@code find}, {@code fetch}) and made on it
 * ({@code tempfile}); commands of the controller's ({@code raw}, {@code script}).
 */
@ContainerTest
class FilesOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  /**
   * A tree on the controller, beside the playbooks: {@code files/conf/{a.txt, sub/b.txt, empty/}}.
   */
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
    asPlay(
        "mkdir -p ~/pre/lib && printf '#!/bin/sh\\necho run\\n' > ~/pre/lib/run.sh && chmod 750 ~/pre/lib/run.sh"
            + " && printf 'n\\n' > ~/pre/notes && chmod 640 ~/pre/notes");
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "trees/copy-trees.yml",
            """
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
    assertEquals(
        """
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
        """,
        tree("~/out"));
    assertEquals("b\n", asPlay("cat ~/out/a/conf/sub/b.txt"));
    assertEquals("#!/bin/sh\necho run\n", asPlay("cat ~/out/d/pre/lib/run.sh"));
  }

  @Test
  void aSecondRunWritesOnlyTheFilesThatDiffer() throws IOException {
    Path conf = controllerTree("edits");
    asPlay("mkdir -p ~/staged/sub && printf 'x\\n' > ~/staged/x && printf 'y\\n' > ~/staged/sub/y");
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "edits/copy-edits.yml",
            """
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

    FleetRun.Result check =
        FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "--check", "--diff");
    assertEquals(0, check.exitCode(), check.all());
    assertTrue(check.out().contains("write /home/play/edited/sub/b.txt"), check.all());
    assertTrue(
        check.out().contains("-b\n+b2"), "the diff shows the host's content:\n" + check.out());
    assertTrue(check.out().contains("/home/play/restaged/sub/y"), check.all());
    assertFalse(
        check.out().contains("edited/a.txt") || check.out().contains("restaged/x"), check.all());

    FleetRun.Result real = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, real.changed(), real.all());
    assertEquals("b2\ny2\n", asPlay("cat ~/edited/sub/b.txt ~/restaged/sub/y"));
    String after = inodes();
    assertEquals(
        lines(before, "edited/a.txt", "restaged/x"),
        lines(after, "edited/a.txt", "restaged/x"),
        "unchanged files are not rewritten");
    assertFalse(
        lines(before, "edited/sub/b.txt").equals(lines(after, "edited/sub/b.txt")),
        "b.txt was rewritten");
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
    assertEquals(
        0,
        new ProcessBuilder("tar", "--sort=name", "-czf", "../files/app.tar.gz", "app")
            .directory(FLEET.fleet().dir().resolve("arch/src").toFile())
            .inheritIO()
            .start()
            .waitFor());
    asPlay("mkdir -p ~/u1 ~/u2");
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "arch/unarchive.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - unarchive: {src: app.tar.gz, dest: /home/play/u1}
            - unarchive: {src: app.tar.gz, dest: /home/play/u2, extra_opts: [--strip-components=1]}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals("echo hi\nsummer\n", asPlay("cat ~/u1/app/run ~/u2/\u00e9t\u00e9.txt"));

    asPlay(
        "printf 'echo ho\\n' > ~/u1/app/bin/run.sh && ln -sfn elsewhere ~/u1/app/latest"
            + " && printf 'DOCS\\n' > ~/u2/'read me.txt'");
    FleetRun.Result check = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb, "--check");
    assertEquals(0, check.exitCode(), check.all());
    assertTrue(
        check
            .out()
            .contains(
                "(2 of 7 member(s) differ: app/bin/run.sh (content), app/latest (link target))"),
        "app/run, a hard link to app/bin/run.sh, is compared as a link: " + check.all());
    assertTrue(
        check.out().contains("(1 of 6 member(s) differ: read me.txt (content))"), check.all());
    FleetRun.Result real = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, real.changed(), real.all());
    assertEquals(
        "echo hi\nbin\ndocs\n",
        asPlay(
            "cat ~/u1/app/bin/run.sh && readlink ~/u1/app/latest" + " && cat ~/u2/'read me.txt'"));
    assertEquals(0, FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb).changed());
  }

  @Test
  void slurpFindAndFetchReadTheHostAndFetchIsIdempotent() throws IOException {
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            "install -d -o play /home/play/logs/sub /home/play/logs/.cache"
                + " && printf 'ERROR disk\\nok\\n' > /home/play/logs/app.log && printf 'fine\\n' > /home/play/logs/sub/db.log"
                + " && printf 'x\\n' > /home/play/logs/.cache/c.log && printf 'keep\\n' > /home/play/logs/notes.txt"
                + " && chown -R play /home/play/logs && install -m 600 /dev/null /root/secret && echo s3cret > /root/secret")
        .assertOk();
    Path fetched = FLEET.fleet().dir().resolve("reads/fetched");
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "reads.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - slurp: {src: ~/logs/notes.txt}
              register: notes
            - find: {paths: ~/logs, patterns: "*.log", recurse: true, contains: "ERR", get_checksum: true}
              register: errors
            - find: {paths: [/home/play/logs, /etc/hostname], file_type: any, recurse: true, hidden: true}
              register: everything
            - slurp: {src: /root/secret}
              become: true
              register: secret
            - assert:
                that:
                  - notes.content == 'a2VlcAo=' and notes.source == '/home/play/logs/notes.txt'
                  - errors.matched == 1 and errors.files[0].path == '/home/play/logs/app.log'
                  - errors.files[0].checksum == 'a9f70aed932142cee70dfefe08d4f844d300ff02'
                  - errors.files[0].isreg and errors.files[0].pw_name == 'play' and errors.files[0].mode == '0644'
                  - everything.matched == 6 and everything.examined == 6
                  - everything.skipped_paths['/etc/hostname'] == "'/etc/hostname' is not a directory"
                  - secret.content == 'czNjcmV0Cg=='
            - fetch: {src: ~/logs/app.log, dest: FETCHED}
            - fetch: {src: /root/secret, dest: FETCHED/flat/, flat: true}
              become: true
            - fetch: {src: ~/nothing, dest: FETCHED, fail_on_missing: false}
        """
                .replace("FETCHED", fetched.toString()));
    FleetRun.Result first = FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(2, first.changed(), first.all());
    String host = FLEET.host().name();
    assertEquals(
        "ERROR disk\nok\n", Files.readString(fetched.resolve(host + "/home/play/logs/app.log")));
    assertEquals("s3cret\n", Files.readString(fetched.resolve("flat/secret")));
  }

  @Test
  void tempfileRawAndScriptChangeEveryTimeAndLeaveNothingBehind() throws IOException {
    Files.createDirectories(FLEET.fleet().dir().resolve("cmds/files"));
    Files.createDirectories(FLEET.fleet().dir().resolve("cmds/vars"));
    Files.writeString(
        FLEET.fleet().dir().resolve("cmds/files/mark.sh"),
        "#!/bin/sh\nprintf '%s|' \"$@\" > marked; pwd\n");
    Files.writeString(
        FLEET.fleet().dir().resolve("cmds/vars/main.yml"), "greeting: hello from vars\n");
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "cmds/cmds.yml",
            """
        - hosts: nodes
          gather_facts: false
          tasks:
            - include_vars: main.yml
            - tempfile: {state: directory, suffix: .work}
              register: work
            - script: mark.sh "{{ greeting }}" two
              args: {chdir: "{{ work.path }}", creates: "{{ work.path }}/done"}
              register: ran
            - raw: cat {{ work.path }}/marked; echo; stat -c %a {{ work.path }}
              register: raw
            - assert:
                that:
                  - work.path.endswith('.work') and work.mode == '0700' and work.state == 'directory'
                  - ran.stdout == work.path + '\\n' and ran.rc == 0
                  - raw.stdout == 'hello from vars|two|\\n700\\n'
            - script: mark.sh
              args: {creates: "{{ work.path }}/marked", chdir: "{{ work.path }}"}
              register: skipped
            - assert: {that: [skipped is skipped]}
            - file: {path: "{{ work.path }}", state: absent}
        """);
    FleetRun.Result run = FleetRun.play(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(0, run.exitCode(), run.all());
    assertTrue(run.recap(FLEET.host().name()).contains("skipped=1"), run.all());
    assertEquals(
        "",
        asPlay("find /tmp -maxdepth 1 -name 'tmp.*' -o -maxdepth 1 -name '*.work'"),
        "the script's temporary directory is removed");
  }

  /** {@code <inode> <path>} of every file of the two copies. */
  private static String inodes() {
    return asPlay("cd ~ && find edited restaged -type f -printf '%i %p\\n'");
  }

  private static List<String> lines(String listing, String... paths) {
    return listing
        .lines()
        .filter(l -> List.of(paths).contains(l.substring(l.indexOf(' ') + 1)))
        .sorted()
        .toList();
  }

  @Test
  void iniFileTwice() {
    FLEET
        .host()
        .exec(
            "sh",
            "-c",
            "mkdir -p /etc/app && printf 'user = root\\n\\n[server]\\nport = 80\\n#port = 8080\\n' > /etc/app/app.ini")
        .assertOk();
    Path pb =
        FleetRun.playbook(
            FLEET.fleet(),
            "ini.yml",
            """
        - hosts: nodes
          become: true
          gather_facts: false
          tasks:
            - community.general.ini_file: {path: /etc/app/app.ini, section: server, option: port, value: "8443", mode: "0640"}
            - ini_file: {path: /etc/app/app.ini, section: null, option: group, value: wheel, no_extra_spaces: true}
            - ini_file: {path: /etc/app/app.ini, section: client, option: hosts, values: [a, b]}
            - ini_file: {path: /etc/app/new.ini, section: s, option: k, value: v, owner: play}
        """);
    FleetRun.checkApplyTwice(FLEET.fleet(), FLEET.inventory(), pb);
    assertEquals(
        "user = root\ngroup=wheel\n\n[server]\nport = 8443\n[client]\nhosts = a\nhosts = b\n",
        FLEET.host().exec("cat", "/etc/app/app.ini").assertOk().stdout());
    assertEquals("640", FLEET.host().exec("stat", "-c", "%a", "/etc/app/app.ini").assertOk().out());
    assertEquals(
        "\n[s]\nk = v\n play",
        FLEET
            .host()
            .exec("sh", "-c", "cat /etc/app/new.ini; stat -c ' %U' /etc/app/new.ini")
            .assertOk()
            .stdout()
            .stripTrailing());
  }
}
