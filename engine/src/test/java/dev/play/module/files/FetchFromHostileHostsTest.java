package dev.play.module.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fetch} from a real host that holds hostile names ({@code ...}, {@code dots..name}, a
 * newline, a CR, a link to {@code /etc/passwd} and one to {@code ../../}), under inventory names
 * that try to steer the path ({@code ../../etc}, {@code a/../../b}, {@code /abs}, {@code .}, {@code
 * ..}, the empty name, a newline, a NUL), all pointed at that host by {@code ansible_host}, with
 * links planted on the controller under {@code dest/HOST/}: the whole temporary tree is the same
 * before and after but for the files expected under {@code dest/node/} and the flat directory; each
 * refusal is the host's failure with its reason; the honest host fetches the rest.
 */
@ContainerTest
class FetchFromHostileHostsTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  private static final List<String> HOSTILE_NAMES =
      List.of("../../etc", "a/../../b", "/abs", ".", "..", "", "a\nb", "a\0b");

  /** Deep enough that every escape a name could make stays inside it and shows in the snapshot. */
  @TempDir Path root;

  private static final String HOST_FILES =
      """
      d=/home/play/hostile; rm -rf "$d"; mkdir -p "$d/sub"
      printf 'plain\\n' > "$d/plain.txt"; printf 'dots\\n' > "$d/..."
      printf 'dd\\n' > "$d/dots..name"; printf 'f\\n' > "$d/sub/f"
      printf 'nl\\n' > "$d/$(printf 'new\\nline')"; printf 'cr\\n' > "$d/$(printf 'cr\\rname')"
      ln -s /etc/passwd "$d/passwd-link"; ln -s ../../ "$d/up-link"
      chown -R play:play "$d"
      """;

  private static final String PLAYBOOK =
      """
      - hosts: node
        gather_facts: false
        tasks:
          - fetch: {src: "{{ item.src }}", dest: "{{ item.dest | default(out) }}", flat: "{{ item.flat | default(false) }}"}
            loop:
              - {src: /home/play/hostile/plain.txt}
              - {src: /home/play/hostile/...}
              - {src: /home/play/hostile/dots..name}
              - {src: /home/play/hostile/passwd-link}
              - {src: /home/play/hostile/sub/../sub/f}
              - {src: /home/play/hostile/dots..name, dest: "{{ flat }}/", flat: true}
              - {src: "/home/play/hostile/new\\nline"}
              - {src: "/home/play/hostile/cr\\rname"}
              - {src: /home/play/hostile/up-link}
              - {src: /home/play/hostile/up-link/../../../../../../../etc/hostname}
              - {src: ../../../../etc/hostname}
              - {src: /etc/hostname}
              - {src: /home/play/hostile/.., dest: "{{ flat }}/", flat: true}
            ignore_errors: true
      - hosts: all
        gather_facts: false
        tasks:
          - fetch: {src: /home/play/hostile/plain.txt, dest: "{{ out }}"}
      """;

  @Test
  void nothingIsWrittenOutsideDestHostAndEachRefusalIsThatHostsFailure() throws IOException {
    TestHost host = FLEET.host();
    host.exec("sh", "-c", HOST_FILES).assertOk();
    Path out = root.resolve("a/b/c/d/out");
    Path flat = root.resolve("a/b/c/d/flat");
    Path victim = Files.createDirectories(root.resolve("victim"));
    Files.writeString(victim.resolve("passwd"), "the controller's own\n");
    Path node = Files.createDirectories(out.resolve("node/home/play/hostile"));
    Files.createSymbolicLink(node.resolve("passwd-link"), victim.resolve("passwd"));
    Files.createSymbolicLink(out.resolve("node/etc"), Path.of("../../../../../../victim"));
    Set<String> before = snapshot();

    FleetRun.Result run =
        FleetRun.play(
            FLEET.fleet(),
            inventory(host),
            FleetRun.playbook(FLEET.fleet(), "hostile-fetch.yml", PLAYBOOK),
            "-e",
            "out=" + out,
            "-e",
            "flat=" + flat);

    Set<String> after = snapshot();
    String hostPasswd = host.exec("cat", "/etc/passwd").assertOk().stdout();
    Set<String> added = new LinkedHashSet<>(after);
    added.removeAll(before);
    Set<String> removed = new LinkedHashSet<>(before);
    removed.removeAll(after);
    String hostile = "a/b/c/d/out/node/home/play/hostile/";
    assertEquals(
        Set.of(hostile + "passwd-link -> " + victim.resolve("passwd")), removed, run.all());
    assertEquals(
        Set.of(
            hostile + "plain.txt = plain\n",
            hostile + "... = dots\n",
            hostile + "dots..name = dd\n",
            hostile + "passwd-link = " + hostPasswd,
            hostile + "sub/",
            hostile + "sub/f = f\n",
            "a/b/c/d/flat/",
            "a/b/c/d/flat/dots..name = dd\n"),
        added,
        run.all());
    assertEquals("the controller's own\n", Files.readString(victim.resolve("passwd")));

    assertEquals(2, run.exitCode(), run.all());
    assertTrue(run.recap("node").contains("failed=0"), run.all());
    assertTrue(run.recap("node").contains("ignored=1"), run.all());
    for (String refusal : refusals(out)) {
      assertTrue(run.out().contains(refusal), "missing: " + refusal + "\n" + run.all());
    }
  }

  /** The message of each refusal, as the console shows it (a JSON string). */
  private static List<String> refusals(Path out) {
    List<String> msgs = new ArrayList<>();
    for (String name : HOSTILE_NAMES) {
      msgs.add(
          json(
              "fetch refuses the inventory host name "
                  + dev.play.value.JsonWriter.compact(name)
                  + " as a directory under "
                  + out
                  + ": "
                  + FetchDest.hostNameProblem(name)));
    }
    String node = "of host \"node\": ";
    msgs.add(
        json(
            "fetch refuses to write the source path \"/home/play/hostile/new\\nline\" "
                + node
                + "it holds a control character (\"\\n\")"));
    msgs.add(
        json(
            "fetch refuses to write the source path \"/home/play/hostile/cr\\rname\" "
                + node
                + "it holds a control character (\"\\r\")"));
    msgs.add(json("remote file is a directory, fetch cannot work on directories"));
    msgs.add(
        json(
            "fetch refuses to write the source path"
                + " \"/home/play/hostile/up-link/../../../../../../../etc/hostname\" "
                + node
                + "it leads out of "
                + out.resolve("node")
                + "/ (to "
                + out.resolve("../../etc/hostname").normalize()
                + ")"));
    msgs.add(
        json(
            "fetch refuses to write the source path \"../../../../etc/hostname\" "
                + node
                + "it leads out of "
                + out.resolve("node")
                + "/ (to "
                + out.resolve("../../../etc/hostname").normalize()
                + ")"));
    msgs.add(
        json(
            "fetch refuses to write "
                + out.resolve("node/etc/hostname")
                + " for host \"node\" through "
                + out.resolve("node/etc")
                + ": it is a symbolic link (to \"../../../../../../victim\")"));
    return msgs;
  }

  private static String json(String msg) {
    String quoted = dev.play.value.JsonWriter.compact(msg);
    return quoted.substring(1, quoted.length() - 1);
  }

  /** A YAML inventory: the honest {@code node} and each hostile name, all at the one host. */
  private Path inventory(TestHost host) throws IOException {
    String vars =
        "{ansible_host: "
            + host.address()
            + ", ansible_port: "
            + host.port()
            + ", ansible_user: play, ansible_ssh_private_key_file: "
            + FLEET.fleet().keys().privateKey(KeyType.ED25519)
            + "}";
    String hosts =
        Stream.concat(Stream.of("node"), HOSTILE_NAMES.stream())
            .map(n -> "    " + dev.play.value.JsonWriter.compact(n) + ": " + vars)
            .collect(Collectors.joining("\n"));
    return Files.writeString(
        FLEET.fleet().dir().resolve("hostile.yml"), "all:\n  hosts:\n" + hosts + "\n");
  }

  /** Every path under the temporary root with its content or link target. */
  private Set<String> snapshot() throws IOException {
    try (Stream<Path> all = Files.walk(root)) {
      return all.filter(p -> !p.equals(root))
          .map(this::describe)
          .collect(Collectors.toCollection(LinkedHashSet::new));
    }
  }

  private String describe(Path p) {
    String rel = root.relativize(p).toString();
    try {
      if (Files.isSymbolicLink(p)) {
        return rel + " -> " + Files.readSymbolicLink(p);
      }
      return Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)
          ? rel + "/"
          : rel + " = " + Files.readString(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
