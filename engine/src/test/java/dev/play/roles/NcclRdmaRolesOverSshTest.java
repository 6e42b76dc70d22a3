package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.KeyType;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code playbooks/nccl_env.yml} and {@code playbooks/rdma_verify.yml} on a real Debian host over
 * SSH: no GPU, no RDMA, no {@code ip}, so NCCL degrades to tcp over the default-route interface and
 * rdma_verify passes only when no RDMA is expected. The host is in group {@code cluster}, whose
 * group_vars hold the NCCL overrides.
 */
@ContainerTest
class NcclRdmaRolesOverSshTest {
  private static final String FILE = "/etc/profile.d/nccl.sh";

  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  private static Path inventory;
  private static Path ncclEnv;
  private static Path rdmaVerify;

  /**
   * The repository's playbooks, copied beside a link to its roles/ (where play looks for a
   * playbook's roles).
   */
  @BeforeAll
  static void playbooks() throws IOException {
    Path dir = Files.createDirectories(FLEET.fleet().dir().resolve("playbooks"));
    Files.createSymbolicLink(dir.resolve("roles"), RoleHarness.ROOT.resolve("roles"));
    ncclEnv =
        Files.copy(RoleHarness.ROOT.resolve("playbooks/nccl_env.yml"), dir.resolve("nccl_env.yml"));
    rdmaVerify =
        Files.copy(
            RoleHarness.ROOT.resolve("playbooks/rdma_verify.yml"), dir.resolve("rdma_verify.yml"));
  }

  @BeforeAll
  static void clusterInventory() throws IOException {
    Path dir = Files.createDirectories(FLEET.fleet().dir().resolve("cluster/group_vars"));
    Files.writeString(
        dir.resolve("cluster.yml"),
        """
        nccl_env_overrides:
          NCCL_IB_HCA: ""
          NCCL_DEBUG: WARN
          JOB_NOTE: 'say "hi" to $USER `now` \\o/ }'
        """);
    inventory =
        Files.writeString(
            dir.resolveSibling("hosts.ini"),
            FLEET.fleet().inventory("play", KeyType.ED25519) + "\n[cluster:children]\nnodes\n");
  }

  @Test
  void ncclEnvDegradesToTcpCheckedAppliedTwice() {
    TestHost host = FLEET.host();
    host.exec("rm", "-f", FILE).assertOk();
    FleetRun.Result first = FleetRun.checkApplyTwice(FLEET.fleet(), inventory, ncclEnv);
    assertEquals(
        List.of("TASK [nccl_env : Write the NCCL environment file] changed: [" + host.name() + "]"),
        FleetRun.changedLines(first),
        first.all());
    assertEquals("644 root\n", host.exec("stat", "-c", "%a %U", FILE).assertOk().stdout());
    String file = host.exec("cat", FILE).assertOk().stdout();
    String route =
        host.exec("sh", "-c", "awk '$2 == \"00000000\" {print $1; exit}' /proc/net/route")
            .assertOk()
            .out();
    for (String line :
        List.of(
            "export GPUS_PER_NODE=\"${GPUS_PER_NODE-1}\"",
            "export OMP_NUM_THREADS=\"${OMP_NUM_THREADS-" + ompThreads(host) + "}\"",
            "export DETECTED_TRANSPORT=\"${DETECTED_TRANSPORT-tcp}\"",
            "export NCCL_IB_DISABLE=\"${NCCL_IB_DISABLE-1}\"",
            "# NCCL_SOCKET_IFNAME: default-route interface",
            "export NCCL_SOCKET_IFNAME=\"${NCCL_SOCKET_IFNAME-" + route + "}\"",
            "export NCCL_P2P_LEVEL=\"${NCCL_P2P_LEVEL-PIX}\"",
            "export NCCL_NET_GDR_LEVEL=\"${NCCL_NET_GDR_LEVEL-0}\"",
            "export NCCL_IB_HCA=\"${NCCL_IB_HCA-}\"",
            "export NCCL_DEBUG=\"${NCCL_DEBUG-WARN}\"")) {
      assertTrue(file.lines().anyMatch(line::equals), "missing line " + line + " in\n" + file);
    }
    assertFalse(file.contains("NCCL_IB_GID_INDEX") || file.contains("NCCL_IB_TIMEOUT"), file);
  }

  @Test
  void ncclEnvValueSetInTheEnvironmentWinsEvenEmptyAndValuesReadBackLiterally() {
    FleetRun.checkApplyTwice(FLEET.fleet(), inventory, ncclEnv);
    String shown =
        "printf '[%s] [%s] [%s] [%s] [%s]' \"$NCCL_SOCKET_IFNAME\" \"$NCCL_DEBUG\" \"${NCCL_IB_HCA-unset}\""
            + " \"$NCCL_IB_DISABLE\" \"$JOB_NOTE\"";
    assertEquals(
        "[bond0] [] [] [1] [say \"hi\" to $USER `now` \\o/ }]",
        FLEET
            .host()
            .exec(
                "env",
                "-i",
                "NCCL_SOCKET_IFNAME=bond0",
                "NCCL_DEBUG=",
                "sh",
                "-c",
                ". " + FILE + "; " + shown)
            .assertOk()
            .stdout());
  }

  @Test
  void ncclEnvCheckDiffShowsAChangedOverrideAndChangesNothing() {
    FleetRun.checkApplyTwice(FLEET.fleet(), inventory, ncclEnv);
    String before = FLEET.host().exec("cat", FILE).assertOk().stdout();
    FleetRun.Result check =
        FleetRun.play(
            FLEET.fleet(),
            inventory,
            ncclEnv,
            "--check",
            "--diff",
            "-e",
            "{\"nccl_env_overrides\": {\"NCCL_IB_HCA\": \"\", \"NCCL_DEBUG\": \"INFO\"}}");
    assertEquals(0, check.exitCode(), check.all());
    assertTrue(
        check.out().contains("-export NCCL_DEBUG=\"${NCCL_DEBUG-WARN}\"")
            && check.out().contains("+export NCCL_DEBUG=\"${NCCL_DEBUG-INFO}\""),
        check.all());
    assertEquals(1, check.changed(), check.all());
    assertEquals(before, FLEET.host().exec("cat", FILE).assertOk().stdout());
  }

  @Test
  void rdmaVerifyWithNoRdmaExpectedPassesInCheckModeToo() {
    String line = FLEET.host().name() + ": RDMA not expected: no RDMA device";
    for (String[] args :
        List.of(
            new String[] {"-e", "rdma_verify_devices=none"},
            new String[] {"-e", "rdma_verify_devices=none", "--check"})) {
      FleetRun.Result r = FleetRun.play(FLEET.fleet(), inventory, rdmaVerify, args);
      assertEquals(0, r.exitCode(), r.all());
      assertTrue(r.out().contains(line), r.all());
      assertEquals(0, r.changed(), r.all());
    }
  }

  @Test
  void rdmaVerifyWithDevicesExpectedFailsNamingThem() {
    FleetRun.Result r =
        FleetRun.play(
            FLEET.fleet(),
            inventory,
            rdmaVerify,
            "-e",
            "{\"rdma_verify_devices\": [\"mlx5_6\", \"mlx5_7\"], \"rdma_verify_memlock\": \"any\"}");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out()
            .contains(
                FLEET.host().name()
                    + ": RDMA FAILED:"
                    + " mlx5_6: expected RDMA device missing (none found); mlx5_7: expected RDMA device missing (none found)"),
        r.all());
  }

  /** CLUSTER.md's rule for a host without GPUs: its CPUs, clamped to [4, 16]. */
  private static int ompThreads(TestHost host) {
    int cpus = Integer.parseInt(host.exec("nproc").assertOk().out().strip());
    return Math.min(16, Math.max(4, cpus));
  }
}
