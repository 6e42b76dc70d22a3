package dev.play.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * Ansible content from outside the project runs unchanged: each playbook under
 * {@code parity/<name>/site.yml} runs with {@code ansible-playbook} on one fresh host and with
 * play on an identical fresh host; both runs succeed, both engines report changes on the same
 * number of tasks, a second run changes nothing, play's {@code --check} predicted its real run,
 * and {@code state.sh} (the end state: files, modes, owners, users, packages) prints the same on
 * both hosts. An optional {@code prepare.sh} runs on both hosts first.
 */
class AnsibleParityTest {
  private static final Path ROOT = Path.of("src/test/resources/parity").toAbsolutePath();

  static Stream<String> playbooks() throws IOException {
    try (Stream<Path> dirs = Files.list(ROOT)) {
      return dirs.filter(d -> Files.exists(d.resolve("site.yml"))).map(d -> d.getFileName().toString()).sorted()
          .toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("playbooks")
  void sameEndStateAsAnsible(String name) throws IOException {
    AnsibleRun.require();
    Path site = ROOT.resolve(name).resolve("site.yml");
    try (Fleet fleet = Fleet.builder().hosts(2).image(Fleet.PYTHON_IMAGE).start()) {
      TestHost ansibleHost = fleet.host(0);
      TestHost playHost = fleet.host(1);
      Path prepare = ROOT.resolve(name).resolve("prepare.sh");
      if (Files.exists(prepare)) {
        String script = Files.readString(prepare);
        fleet.hosts().forEach(h -> h.exec("sh", "-c", script).assertOk());
      }
      AnsibleRun.Result a1 = AnsibleRun.play(fleet, inventory(fleet, ansibleHost, "ansible"), site);
      assertEquals(0, a1.exitCode(), a1.out());
      AnsibleRun.Result a2 = AnsibleRun.play(fleet, inventory(fleet, ansibleHost, "ansible"), site);
      assertEquals(0, a2.changed(), "Ansible's own second run must change nothing:\n" + a2.out());

      Path playInventory = inventory(fleet, playHost, "play");
      FleetRun.Result check = FleetRun.play(fleet, playInventory, site, "--check", "--diff");
      assertEquals(0, check.exitCode(), check.all());
      FleetRun.Result p1 = FleetRun.play(fleet, playInventory, site, "--diff");
      assertEquals(0, p1.exitCode(), p1.all());
      assertEquals(changedTasks(check.out()), changedTasks(p1.out()), "--check predicted the real run:\n" + check.out());
      assertEquals(a1.changed(), p1.changed(), "tasks changed on the first run, ansible:\n" + a1.out() + "\nplay:\n" + p1.out());
      FleetRun.Result p2 = FleetRun.play(fleet, playInventory, site);
      assertEquals(0, p2.changed(), p2.all());

      String script = Files.readString(ROOT.resolve(name).resolve("state.sh"));
      String expected = ansibleHost.exec("sh", "-c", script).assertOk().stdout();
      assertTrue(expected.lines().count() > 5, "state.sh printed too little:\n" + expected);
      assertEquals(expected, playHost.exec("sh", "-c", script).assertOk().stdout(), "end state, ansible vs play");
    }
  }

  /** An inventory naming {@code host} {@code node} in group {@code nodes}, for one engine. */
  private static Path inventory(Fleet fleet, TestHost host, String engine) {
    String line = host.inventoryLine("play", KeyType.ED25519).replaceFirst("^\\S+", "node");
    try {
      return Files.writeString(fleet.dir().resolve("parity-" + engine + ".ini"), "[nodes]\n" + line + "\n");
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
