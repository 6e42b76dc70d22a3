package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.dockerjava.api.DockerClient;
import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.Network;

/**
 * The repository's {@code ssh_mesh}, {@code hostfiles} and {@code cluster_verify} playbooks on
 * three real Debian hosts with Open MPI and CPU PyTorch ({@code play-testhost:cluster}), reached at
 * their own bridge addresses, which is also how they reach each other. A second Docker network
 * stands for the RDMA mesh: each host's address on it is its {@code mesh} fact (the shape
 * mesh_addresses sets), so SSH by mesh address is real too. ssh_mesh is checked, applied and
 * applied again unchanged; cluster_verify then proves SSH between every pair by every name, mpirun
 * on every slot of the hostfile and a gloo all-reduce across the three nodes (and across two local
 * processes per node), fails with both numbers below a minimum, and fails when a known_hosts entry
 * is gone.
 */
@ContainerTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterRolesOverSshTest {
  @RegisterExtension
  static final SharedFleet FLEET =
      new SharedFleet(
          () -> Fleet.builder().hosts(3).image(Fleet.variant("cluster")).direct().start());

  /**
   * A small, quick all-reduce on two shared cores; two local processes per node for the local
   * check.
   */
  private static final String[] SMALL = {
    "-e",
    "cluster_verify_allreduce_mib=4",
    "-e",
    "cluster_verify_allreduce_iters=5",
    "-e",
    "cluster_verify_local_procs=2",
    "-e",
    "cluster_verify_timeout=120"
  };

  private static final Pattern BUSBW =
      Pattern.compile(
          "(nodes|local): rank (\\d)/(\\d) node (\\d) \\(([0-9a-f]+), gloo\\): 4\\.0 MiB in [0-9.]+ ms: algbw ([0-9.]+)"
              + " GB/s, busbw ([0-9.]+) GB/s");

  private static Network meshNetwork;
  private static final Map<String, String> MESH_ADDRESSES = new LinkedHashMap<>();
  private static Path inventory;

  @BeforeAll
  static void meshNetworkAndInventory() throws IOException {
    meshNetwork = Network.newNetwork();
    for (TestHost h : FLEET.fleet().hosts()) {
      MESH_ADDRESSES.put(h.name(), connect(h, meshNetwork));
    }
    // The hosts know each other by their inventory names, as a cluster's DNS or /etc/hosts does.
    String names =
        FLEET.fleet().hosts().stream()
            .map(h -> h.address() + " " + h.name())
            .collect(Collectors.joining("\n", "", "\n"));
    FLEET
        .fleet()
        .hosts()
        .forEach(h -> h.exec("sh", "-c", "printf '%s' '" + names + "' >> /etc/hosts").assertOk());
    Path dir = Files.createDirectories(FLEET.fleet().dir().resolve("inventory/host_vars"));
    for (TestHost h : FLEET.fleet().hosts()) {
      Files.writeString(
          dir.resolve(h.name() + ".yml"),
          "mesh:\n  interfaces:\n    - {name: eth1, address: "
              + MESH_ADDRESSES.get(h.name())
              + ", prefix: 16}\n");
    }
    inventory =
        Files.writeString(
            dir.resolveSibling("hosts.ini"),
            FLEET.fleet().hosts().stream()
                .map(h -> h.inventoryLine("play", KeyType.ED25519))
                .collect(Collectors.joining("\n", "[cluster]\n", "\n")));
  }

  @AfterAll
  static void removeMeshNetwork() {
    if (meshNetwork != null) {
      FLEET
          .fleet()
          .hosts()
          .forEach(
              h ->
                  docker()
                      .disconnectFromNetworkCmd()
                      .withContainerId(h.containerId())
                      .withNetworkId(meshNetwork.getId())
                      .exec());
      meshNetwork.close();
    }
  }

  @Test
  @Order(1)
  void sshMeshCheckedAppliedAndAppliedAgainUnchanged() {
    FleetRun.Result first =
        FleetRun.checkApplyTwice(FLEET.fleet(), inventory, playbook("ssh_mesh"));
    List<String> changed = FleetRun.changedLines(first);
    for (TestHost h : FLEET.fleet().hosts()) {
      assertEquals(1, count(changed, "Key pair of play", h), first.all());
      assertEquals(1, count(changed, "Every node's key authorised for play", h), first.all());
      assertEquals(
          9, count(changed, "Every node's host keys in the known_hosts of play", h), first.all());
    }
    List<String> userKeys =
        FLEET.fleet().hosts().stream()
            .map(h -> h.exec("cat", "/home/play/.ssh/id_ed25519.pub").assertOk().out())
            .toList();
    for (TestHost h : FLEET.fleet().hosts()) {
      String authorized = h.exec("cat", "/home/play/.ssh/authorized_keys").assertOk().stdout();
      userKeys.forEach(
          k ->
              assertTrue(
                  authorized.contains(k + "\n"), h.name() + " lacks " + k + ":\n" + authorized));
      assertEquals(expectedKnownHosts(), knownHosts(h), h.name());
      assertEquals(
          "600 play play\n644 play play",
          h.exec(
                  "stat",
                  "-c",
                  "%a %U %G",
                  "/home/play/.ssh/id_ed25519",
                  "/home/play/.ssh/known_hosts")
              .assertOk()
              .out(),
          h.name());
    }
  }

  @Test
  @Order(2)
  void clusterVerifyProvesSshMpirunAndAllReduceAcrossTheNodes() {
    FleetRun.Result hostfiles = FleetRun.play(FLEET.fleet(), inventory, playbook("hostfiles"));
    assertEquals(0, hostfiles.exitCode(), hostfiles.all());
    FleetRun.Result first =
        FleetRun.checkApplyTwice(FLEET.fleet(), inventory, playbook("cluster_verify"), SMALL);
    List<String> changed = FleetRun.changedLines(first);
    assertEquals(
        6, changed.size(), "only the benchmark's directory and file change:\n" + first.all());
    for (TestHost h : FLEET.fleet().hosts()) {
      for (TestHost peer : FLEET.fleet().hosts()) {
        if (peer != h) {
          for (String name :
              List.of(peer.name(), peer.address(), MESH_ADDRESSES.get(peer.name()))) {
            assertTrue(
                first
                    .out()
                    .contains(
                        "ok: [" + h.name() + "] => (item=" + peer.name() + " as " + name + ")"),
                h.name() + " to " + peer.name() + " as " + name + ":\n" + first.all());
          }
        }
      }
    }
    assertTrue(
        first
            .out()
            .contains(
                "mpirun ran once on each of the 3 slot(s) of 3 host(s) in the hostfile"
                    + " (node0: 1, node1: 1, node2: 1)"),
        first.all());
    assertBandwidthPerRank(first.out(), "nodes", 3);
    assertBandwidthPerRank(first.out(), "local", 2);
  }

  @Test
  @Order(3)
  void aMinimumBusBandwidthTooHighFailsWithBothNumbers() {
    FleetRun.Result nodes =
        FleetRun.play(
            FLEET.fleet(),
            inventory,
            playbook("cluster_verify"),
            concat(SMALL, "-e", "cluster_verify_min_nodes_busbw_gbps=1000"));
    assertEquals(2, nodes.exitCode(), nodes.all());
    assertBelow(nodes.out(), "nodes", 3);
    FleetRun.Result local =
        FleetRun.play(
            FLEET.fleet(),
            inventory,
            playbook("cluster_verify"),
            concat(SMALL, "-e", "cluster_verify_min_busbw_gbps=1000"));
    assertEquals(2, local.exitCode(), local.all());
    assertBandwidthPerRank(local.out(), "nodes", 3);
    assertBelow(local.out(), "local", 2);
  }

  @Test
  @Order(4)
  void aMissingKnownHostsEntryFailsTheSshCheckAndSshMeshRestoresIt() {
    TestHost node0 = FLEET.fleet().host(0);
    node0.exec("sed", "-i", "/^node1,/d", "/home/play/.ssh/known_hosts").assertOk();
    FleetRun.Result broken =
        FleetRun.play(
            FLEET.fleet(), inventory, playbook("cluster_verify"), concat(SMALL, "-l", "node0"));
    assertEquals(2, broken.exitCode(), broken.all());
    assertTrue(broken.out().contains("Host key verification failed"), broken.all());
    assertTrue(broken.out().contains("(item=node1 as node1)"), broken.all());
    FleetRun.Result repair = FleetRun.play(FLEET.fleet(), inventory, playbook("ssh_mesh"));
    assertEquals(0, repair.exitCode(), repair.all());
    assertEquals(3, FleetRun.changedLines(repair).size(), repair.all());
    assertTrue(
        FleetRun.changedLines(repair).stream().allMatch(l -> l.contains("[" + "node0]")),
        repair.all());
    assertEquals(expectedKnownHosts(), knownHosts(node0));
  }

  /**
   * The lines every node's known_hosts should have: each host's real keys under its name, address
   * and mesh address.
   */
  private static List<String> expectedKnownHosts() {
    List<String> lines = new ArrayList<>();
    for (TestHost h : FLEET.fleet().hosts()) {
      String names = h.name() + "," + h.address() + "," + MESH_ADDRESSES.get(h.name());
      h.hostKeys().forEach(k -> lines.add(names + " " + k));
    }
    return lines.stream().sorted().toList();
  }

  /** The lines of the play user's known_hosts on {@code h}, sorted. */
  private static List<String> knownHosts(TestHost h) {
    return h.exec("cat", "/home/play/.ssh/known_hosts")
        .assertOk()
        .stdout()
        .lines()
        .sorted()
        .toList();
  }

  /**
   * Every rank of {@code label} (on each host for local) printed its line: bus bandwidth = algbw x
   * 2(n-1)/n.
   */
  private static void assertBandwidthPerRank(String out, String label, int ranks) {
    List<String> seen = new ArrayList<>();
    Matcher m = BUSBW.matcher(out);
    while (m.find()) {
      if (m.group(1).equals(label)) {
        assertEquals(String.valueOf(ranks), m.group(3), m.group());
        double algbw = Double.parseDouble(m.group(6));
        double busbw = Double.parseDouble(m.group(7));
        assertTrue(busbw > 0, m.group());
        // busbw = algbw x 2(n-1)/n, both printed to two decimals
        assertEquals(algbw * 2 * (ranks - 1) / ranks, busbw, 0.015, m.group());
        seen.add(m.group(2) + "@" + m.group(5));
      }
    }
    int expected = label.equals("nodes") ? ranks : ranks * FLEET.fleet().hosts().size();
    assertEquals(
        expected, seen.stream().distinct().count(), label + " ranks " + seen + " in:\n" + out);
  }

  /** Every rank of {@code label} failed with its bus bandwidth and the minimum. */
  private static void assertBelow(String out, String label, int ranks) {
    Pattern below =
        Pattern.compile(
            label
                + ": rank \\d/"
                + ranks
                + " [^\"\\\\\n;]* busbw [0-9]+\\.[0-9]{2} GB/s"
                + " is below the minimum 1000\\.00 GB/s");
    long lines =
        below.matcher(out).results().map(java.util.regex.MatchResult::group).distinct().count();
    assertEquals(label.equals("nodes") ? ranks : ranks * 3L, lines, out);
  }

  private static long count(List<String> changed, String task, TestHost h) {
    return changed.stream()
        .filter(l -> l.contains(task) && l.contains("[" + h.name() + "]"))
        .count();
  }

  private static Path playbook(String name) {
    return RoleHarness.ROOT.resolve("playbooks/" + name + ".yml");
  }

  /** Connects {@code h} to {@code network}; returns its address there. */
  private static String connect(TestHost h, Network network) {
    docker()
        .connectToNetworkCmd()
        .withContainerId(h.containerId())
        .withNetworkId(network.getId())
        .exec();
    return docker()
        .inspectContainerCmd(h.containerId())
        .exec()
        .getNetworkSettings()
        .getNetworks()
        .values()
        .stream()
        .filter(n -> network.getId().equals(n.getNetworkID()))
        .findFirst()
        .orElseThrow()
        .getIpAddress();
  }

  private static DockerClient docker() {
    return DockerClientFactory.instance().client();
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
