package dev.play.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fetch} of the names both engines accept (a name of three dots, {@code dots..name}, a link
 * to {@code /etc/passwd}, a {@code ..} that stays inside, a leading {@code ~}, {@code flat} into a
 * directory): Ansible 2.14 and play write the same tree with the same contents, report the same
 * number of changes, and change nothing on a second run. The names play refuses are in {@code
 * FetchFromHostileHostsTest} and docs/ansible-differences.md.
 */
@ParityTest
@ContainerTest
class FetchParityTest {
  @RegisterExtension
  static final SharedFleet FLEET =
      new SharedFleet(() -> Fleet.builder().hosts(1).image(Fleet.PYTHON_IMAGE).start());

  private static final String HOST_FILES =
      """
      d=/home/play/hostile; rm -rf "$d"; mkdir -p "$d/sub"
      printf 'plain\\n' > "$d/plain.txt"; printf 'dots\\n' > "$d/..."
      printf 'dd\\n' > "$d/dots..name"; printf 'f\\n' > "$d/sub/f"
      ln -s /etc/passwd "$d/passwd-link"; chown -R play:play "$d"
      """;

  private static final String PLAYBOOK =
      """
      - hosts: node
        gather_facts: false
        tasks:
          - fetch: {src: /home/play/hostile/plain.txt, dest: out}
          - fetch: {src: /home/play/hostile/..., dest: out}
          - fetch: {src: /home/play/hostile/dots..name, dest: out}
          - fetch: {src: /home/play/hostile/passwd-link, dest: out}
          - fetch: {src: /home/play/hostile/sub/../sub/f, dest: out}
          - fetch: {src: ~/hostile/plain.txt, dest: home}
          - fetch: {src: /home/play/hostile/dots..name, dest: flat/, flat: true}
      """;

  @TempDir Path work;

  @Test
  void theNamesBothAcceptLandInTheSameTree() throws IOException {
    AnsibleRequirements.require();
    TestHost host = FLEET.host();
    host.exec("sh", "-c", HOST_FILES).assertOk();
    Path inventory = inventory(host);

    Path ansibleDir = Files.createDirectories(work.resolve("ansible"));
    Path ansiblePb = Files.writeString(ansibleDir.resolve("fetch.yml"), PLAYBOOK);
    AnsibleRun.Result ansible = AnsibleRun.play(FLEET.fleet(), inventory, ansiblePb);
    assertEquals(0, ansible.exitCode(), ansible.out());
    assertEquals(0, AnsibleRun.play(FLEET.fleet(), inventory, ansiblePb).changed());

    Path playDir = Files.createDirectories(work.resolve("play"));
    Path playPb = Files.writeString(playDir.resolve("fetch.yml"), PLAYBOOK);
    FleetRun.Result play = FleetRun.play(FLEET.fleet(), inventory, playPb);
    assertEquals(0, play.exitCode(), play.all());
    assertEquals(0, FleetRun.play(FLEET.fleet(), inventory, playPb).changed());

    assertEquals(7, ansible.changed(), ansible.out());
    assertEquals(ansible.changed(), play.changed(), play.all());
    assertEquals(tree(ansibleDir), tree(playDir));
  }

  private static Path inventory(TestHost host) throws IOException {
    String line = host.inventoryLine("play", KeyType.ED25519).replaceFirst("^\\S+ ", "node ");
    return Files.writeString(FLEET.fleet().dir().resolve("fetch-parity.ini"), line + "\n");
  }

  /** Every path under {@code dir} (but the playbook) with its content, sorted. */
  private static List<String> tree(Path dir) throws IOException {
    try (Stream<Path> all = Files.walk(dir)) {
      return all.filter(p -> !p.equals(dir) && !p.getFileName().toString().equals("fetch.yml"))
          .sorted()
          .map(p -> describe(dir, p))
          .toList();
    }
  }

  private static String describe(Path dir, Path p) {
    String rel = dir.relativize(p).toString();
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
