package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.DockerHosts;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * containers_setup and containers_teardown on two hosts with their own Docker engine and Compose
 * v2: a busybox service instead of the PyTorch image (no registry is reachable) and no nvidia
 * runtime (no GPU); ranks, the rendezvous address and the interface come from the hosts' facts.
 */
@ContainerTest
class ContainersRoleOverSshTest {
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> DockerHosts.start(2));

  private static final String TEST_IMAGE =
      "{\"containers_image\": \"play-test/busybox:1\", \"containers_runtime\": \"\","
          + " \"containers_pull\": \"never\", \"containers_command\": COMMAND, \"containers_wait_timeout\": 20}";

  private static Path inventory() {
    return ClusterInventory.of(FLEET.fleet()).write("containers.ini");
  }

  private static String vars(String command) {
    return TEST_IMAGE.replace("COMMAND", command);
  }

  @Test
  void aServicePerNodeWithItsRankThenTornDown() {
    Path up = ClusterInventory.playbook("containers_setup.yml");
    FleetRun.checkApplyTwice(FLEET.fleet(), inventory(), up, "-e", vars("[\"sleep\", \"3600\"]"));
    TestHost node0 = FLEET.fleet().host(0);
    TestHost node1 = FLEET.fleet().host(1);
    String primary =
        node0.exec("sh", "-c", "ip -4 route get 1 | sed -n 's/.* src \\([0-9.]*\\).*/\\1/p'").out();
    String env = node1.exec("docker", "exec", "torch-runner", "env").stdout();
    assertTrue(env.contains("NODE_RANK=1\n"), env);
    assertTrue(env.contains("MASTER_ADDR=" + primary + "\n"), env);
    assertTrue(env.contains("WORLD_SIZE=2\n"), env);
    assertTrue(env.contains("NCCL_SOCKET_IFNAME=eth0\n"), env);
    assertEquals(
        "running",
        node0.exec("docker", "inspect", "-f", "{{.State.Status}}", "torch-runner").out());
    assertEquals("play", node0.exec("stat", "-c", "%U", "/home/play/workspace").out());

    Path down = ClusterInventory.playbook("containers_teardown.yml");
    FleetRun.Result removed = FleetRun.play(FLEET.fleet(), inventory(), down);
    assertEquals(0, removed.exitCode(), removed.all());
    assertEquals(2, removed.changed(), removed.all());
    FleetRun.Result again = FleetRun.play(FLEET.fleet(), inventory(), down);
    assertEquals(0, again.changed(), again.all());
    assertEquals(1, node0.exec("docker", "inspect", "torch-runner").exitCode());
  }

  @Test
  void aServiceThatDoesNotStayUpFailsWithItsStateAndLogs() {
    FleetRun.Result r =
        FleetRun.play(
            FLEET.fleet(),
            inventory(),
            ClusterInventory.playbook("containers_setup.yml"),
            "-e",
            vars("[\"sh\", \"-c\", \"echo cannot reach the rendezvous; exit 3\"]"),
            "-e",
            "containers_restart=no",
            "-l",
            "node0");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(r.out().contains("cannot reach the rendezvous"), r.all());
    FleetRun.play(
        FLEET.fleet(),
        inventory(),
        ClusterInventory.playbook("containers_teardown.yml"),
        "-l",
        "node0");
  }
}
