package dev.play.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Ansible content from outside the project runs unchanged: each playbook under {@code
 * parity/<name>/site.yml} runs with {@code ansible-playbook} on one fresh host and with play on an
 * identical fresh host; both runs succeed, both engines report changes on the same number of tasks,
 * a second run changes nothing, play's {@code --check} predicted its real run, and {@code state.sh}
 * (the end state: files, modes, owners, users, packages, containers) prints the same on both hosts.
 * An optional {@code prepare.sh} runs on both hosts first; an optional {@code host.properties}
 * picks the hosts' image and container settings ({@link ParityHosts}); an optional {@code
 * inventory.ini} replaces the one-line inventory ({@link #inventory}). {@code
 * -Dparity=container-deployment} runs one case.
 */
@ParityTest
@ContainerTest
class AnsibleParityTest {
  private static final Path ROOT = Path.of("src/test/resources/parity").toAbsolutePath();

  /** Every case, or with {@code -Dparity=NAME[,NAME]} only those. */
  static Stream<String> playbooks() throws IOException {
    List<String> only =
        List.of(System.getProperty("parity", "").split(",")).stream()
            .filter(n -> !n.isBlank())
            .toList();
    try (Stream<Path> dirs = Files.list(ROOT)) {
      return dirs
          .filter(d -> Files.exists(d.resolve("site.yml")))
          .map(d -> d.getFileName().toString())
          .filter(n -> only.isEmpty() || only.contains(n))
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("playbooks")
  void sameEndStateAsAnsible(String name) throws IOException {
    AnsibleRequirements.require();
    Path dir = ROOT.resolve(name);
    try (Fleet fleet = ParityHosts.of(dir).start(2)) {
      TestHost ansibleHost = fleet.host(0);
      TestHost playHost = fleet.host(1);
      prepare(fleet, dir);
      AnsibleRun.Result ansible =
          runAnsibleTwice(
              fleet, inventory(fleet, ansibleHost, dir, "ansible"), dir.resolve("site.yml"));
      FleetRun.Result play =
          runPlayChecked(fleet, inventory(fleet, playHost, dir, "play"), dir.resolve("site.yml"));
      assertEquals(
          ansible.changed(),
          play.changed(),
          "tasks changed on the first run, ansible:\n" + ansible.out() + "\nplay:\n" + play.out());
      String script = Files.readString(dir.resolve("state.sh"));
      String expected = ansibleHost.exec("sh", "-c", script).assertOk().stdout();
      assertTrue(expected.lines().count() > 5, "state.sh printed too little:\n" + expected);
      assertEquals(
          expected,
          playHost.exec("sh", "-c", script).assertOk().stdout(),
          "end state, ansible vs play");
    }
  }

  /** Runs the case's {@code prepare.sh}, if any, on every host. */
  private static void prepare(Fleet fleet, Path dir) throws IOException {
    Path prepare = dir.resolve("prepare.sh");
    if (Files.exists(prepare)) {
      String script = Files.readString(prepare);
      fleet.hosts().forEach(h -> h.exec("sh", "-c", script).assertOk());
    }
  }

  /** Ansible's first run, which must succeed; its second must change nothing. */
  private static AnsibleRun.Result runAnsibleTwice(Fleet fleet, Path inventory, Path site) {
    AnsibleRun.Result first = AnsibleRun.play(fleet, inventory, site);
    assertEquals(0, first.exitCode(), first.out());
    AnsibleRun.Result second = AnsibleRun.play(fleet, inventory, site);
    assertEquals(
        0, second.changed(), "Ansible's own second run must change nothing:\n" + second.out());
    return first;
  }

  /**
   * play's {@code --check}, first and second runs: all succeed, the check predicted the first run's
   * changed tasks, the second changes nothing. Returns the first run.
   */
  private static FleetRun.Result runPlayChecked(Fleet fleet, Path inventory, Path site) {
    FleetRun.Result check = FleetRun.play(fleet, inventory, site, "--check", "--diff");
    assertEquals(0, check.exitCode(), check.all());
    FleetRun.Result first = FleetRun.play(fleet, inventory, site, "--diff");
    assertEquals(0, first.exitCode(), first.all());
    assertEquals(
        changedTasks(check.out()),
        changedTasks(first.out()),
        "--check predicted the real run:\n" + check.out());
    FleetRun.Result second = FleetRun.play(fleet, inventory, site);
    assertEquals(0, second.changed(), second.all());
    return first;
  }

  /**
   * The inventory of one engine's host: the case's {@code inventory.ini} with {@code {address}},
   * {@code {port}}, {@code {user}} (play), {@code {key}} (the private key's path) and {@code
   * {vars}} (all four as {@code ansible_*} variables) filled in, else {@code host} named {@code
   * node} in group {@code nodes}.
   */
  private static Path inventory(Fleet fleet, TestHost host, Path dir, String engine) {
    String vars = host.inventoryLine("play", KeyType.ED25519).replaceFirst("^\\S+ ", "");
    try {
      Path template = dir.resolve("inventory.ini");
      String text =
          !Files.exists(template)
              ? "[nodes]\nnode " + vars + "\n"
              : Files.readString(template)
                  .replace("{vars}", vars)
                  .replace("{address}", host.address())
                  .replace("{port}", String.valueOf(host.port()))
                  .replace("{user}", "play")
                  .replace("{key}", fleet.keys().privateKey(KeyType.ED25519).toString());
      return Files.writeString(fleet.dir().resolve("parity-" + engine + ".ini"), text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The names of the tasks reported changed, in order. */
  private static List<String> changedTasks(String out) {
    List<String> changed = new java.util.ArrayList<>();
    String task = null;
    for (String line : out.split("\n")) {
      if (line.startsWith("TASK [")) {
        task = line.substring(6, line.indexOf(']'));
      } else if (line.startsWith("changed:") && task != null && !changed.contains(task)) {
        changed.add(task);
      }
    }
    return changed;
  }
}
