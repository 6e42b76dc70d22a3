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
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The repository's {@code netplan_mesh} and {@code hostfiles} playbooks and roles on three real
 * Debian hosts ({@code play-testhost:netplan}, with Debian's netplan.io), each checked, applied,
 * then applied again with no change. {@code netplan generate} runs for real; {@code netplan apply}
 * cannot in a container and is skipped with {@code netplan_mesh_apply: false}, as the role's README
 * says.
 */
@ContainerTest
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class MeshAndHostfilesOverSshTest {
  @RegisterExtension
  static final SharedFleet FLEET =
      new SharedFleet(() -> Fleet.builder().hosts(3).image(Fleet.variant("netplan")).start());

  private static final String NETPLAN_FILE = "/etc/netplan/99-rdma-mesh.yaml";

  /** The hosts in group order stand where the DGX Spark mesh's nodes stand (docs/setups.md). */
  private static final List<String> SEED_NODES = List.of("titanic", "iceberg", "carpathia");

  private static Path inventory;
  private static Path netplanPlaybook;
  private static Path hostfilesPlaybook;

  /**
   * The repository's playbooks as they are (their roles come from the repository's roles/, as
   * {@code ./play} finds them), and an inventory of the three hosts as group mesh.
   */
  @BeforeAll
  static void inventory() throws IOException {
    netplanPlaybook = RoleHarness.ROOT.resolve("playbooks/netplan_mesh.yml");
    hostfilesPlaybook = RoleHarness.ROOT.resolve("playbooks/hostfiles.yml");
    Path inv = Files.createDirectories(FLEET.fleet().dir().resolve("inventory"));
    String hosts =
        FLEET.fleet().hosts().stream()
            .map(h -> h.inventoryLine("play", KeyType.ED25519))
            .collect(Collectors.joining("\n", "[mesh]\n", "\n\n[cluster:children]\nmesh\n"));
    inventory = Files.writeString(inv.resolve("hosts.ini"), hosts);
    Files.createDirectories(inv.resolve("group_vars"));
    Files.writeString(
        inv.resolve("group_vars/mesh.yml"),
        """
        netplan_mesh_interfaces: [enp1s0f0np0, enp1s0f1np1]
        # A container has no links to bring up: netplan generate runs, netplan apply is skipped.
        netplan_mesh_apply: false
        """);
  }

  @Test
  @Order(1)
  void netplanMeshOnThreeHostsTwiceWithNetplanGenerate() {
    FleetRun.Result first = FleetRun.checkApplyTwice(FLEET.fleet(), inventory, netplanPlaybook);
    assertTrue(
        first.out().contains("RUNNING HANDLER [netplan_mesh : Validate the netplan configuration]"),
        first.all());
    assertEquals(3, FleetRun.changedLines(first).size(), first.all());
    for (int i = 0; i < 3; i++) {
      TestHost host = FLEET.fleet().host(i);
      Map<String, String> seed = NetplanMeshGoldenTest.SEED_004.get(SEED_NODES.get(i));
      assertEquals(
          "600 root root",
          host.exec("stat", "-c", "%a %U %G", NETPLAN_FILE).assertOk().out(),
          host.name());
      assertEquals(
          seed, addresses(host.exec("cat", NETPLAN_FILE).assertOk().stdout()), host.name());
      for (Map.Entry<String, String> e : seed.entrySet()) {
        String unit =
            host.exec("cat", "/run/systemd/network/10-netplan-" + e.getKey() + ".network")
                .assertOk()
                .stdout();
        assertTrue(
            unit.contains("Address=" + e.getValue()),
            "netplan generate's unit on " + host.name() + ":\n" + unit);
      }
    }
    FleetRun.Result again = FleetRun.play(FLEET.fleet(), inventory, netplanPlaybook);
    assertEquals(0, again.changed(), again.all());
    assertFalse(
        again.out().contains("RUNNING HANDLER"), "no handler without a change:\n" + again.all());
  }

  @Test
  @Order(2)
  void aConfigurationNetplanRefusesIsNeverApplied() {
    TestHost node2 = FLEET.fleet().host(2);
    node2
        .exec(
            "sh",
            "-c",
            "printf 'network:\\n  version: 2\\n  ethernets:\\n    eth9:\\n      addresses: [300.1.1.1/24]\\n'"
                + " > /etc/netplan/50-broken.yaml && chmod 600 /etc/netplan/50-broken.yaml")
        .assertOk();
    FleetRun.Result r =
        FleetRun.play(
            FLEET.fleet(),
            inventory,
            netplanPlaybook,
            "-l",
            "node2",
            "-e",
            "netplan_mesh_apply=true",
            "-e",
            "netplan_mesh_base_subnet=10.99.0.0/24");
    assertEquals(2, r.exitCode(), r.all());
    assertTrue(
        r.out().contains("RUNNING HANDLER [netplan_mesh : Validate the netplan configuration]"),
        r.all());
    assertTrue(r.out().contains("malformed address '300.1.1.1/24'"), r.all());
    assertFalse(
        r.out().contains("RUNNING HANDLER [netplan_mesh : Apply the netplan configuration]"),
        r.all());
    node2.exec("rm", "/etc/netplan/50-broken.yaml").assertOk();
    FleetRun.Result restored =
        FleetRun.play(FLEET.fleet(), inventory, netplanPlaybook, "-l", "node2");
    assertEquals(0, restored.exitCode(), restored.all());
    assertEquals(
        NetplanMeshGoldenTest.SEED_004.get("carpathia"),
        addresses(node2.exec("cat", NETPLAN_FILE).assertOk().stdout()));
  }

  @Test
  @Order(3)
  void hostfilesTwiceThenWithExportTwice() {
    FleetRun.checkApplyTwice(FLEET.fleet(), inventory, hostfilesPlaybook);
    List<String> addresses =
        FLEET.fleet().hosts().stream()
            .map(h -> h.exec("hostname", "-i").assertOk().out().strip())
            .toList();
    String hostfile = FLEET.host().exec("cat", "/job/hostfile").assertOk().stdout();
    assertEquals(
        addresses.stream().map(a -> a + " slots=1").toList(),
        hostfile.lines().filter(l -> !l.startsWith("#")).toList(),
        hostfile);
    for (int i = 0; i < 3; i++) {
      TestHost host = FLEET.fleet().host(i);
      assertEquals(hostfile, host.exec("cat", "/job/hostfile").assertOk().stdout(), host.name());
      assertEquals(
          "644 root",
          host.exec("stat", "-c", "%a %U", "/job/hostfile", "/job/torchrun.env")
              .assertOk()
              .out()
              .lines()
              .distinct()
              .collect(Collectors.joining()),
          host.name());
      assertEquals(
          List.of(
              "MASTER_ADDR=" + addresses.get(0),
              "MASTER_PORT=29500",
              "NNODES=3",
              "NPROC_PER_NODE=1",
              "NODE_RANK=" + i),
          variables(host.exec("cat", "/job/torchrun.env").assertOk().stdout()),
          host.name());
    }
    FleetRun.Result export =
        FleetRun.checkApplyTwice(
            FLEET.fleet(), inventory, hostfilesPlaybook, "-e", "hostfiles_env_export=true");
    assertEquals(3, FleetRun.changedLines(export).size(), export.all());
    assertTrue(
        FleetRun.changedLines(export).stream()
            .allMatch(l -> l.contains("Write the torchrun environment")),
        export.all());
    assertEquals(
        List.of(
            "export MASTER_ADDR=" + addresses.get(0),
            "export MASTER_PORT=29500",
            "export NNODES=3",
            "export NPROC_PER_NODE=1",
            "export NODE_RANK=2"),
        variables(FLEET.fleet().host(2).exec("cat", "/job/torchrun.env").assertOk().stdout()));
  }

  @Test
  @Order(4)
  void deepspeedCheckRefusesTheSeedsBatchSizeBeforeWritingAnything() throws IOException {
    FLEET.fleet().hosts().forEach(h -> h.exec("rm", "-rf", "/job").assertOk());
    // The H100 DeepSpeed setup's batch sizes (docs/setups.md); 3 hosts × 4 GPUs make a world of 12.
    Path seed =
        Files.writeString(
            FLEET.fleet().dir().resolve("ds_config.json"),
            """
        {"train_batch_size": 128, "train_micro_batch_size_per_gpu": 8, "gradient_accumulation_steps": 4,
         "zero_optimization": {"stage": 2}}
        """);
    String refusal =
        "deepspeed_batch: "
            + seed
            + ": train_batch_size is 128, but train_micro_batch_size_per_gpu x"
            + " gradient_accumulation_steps x world size = 8 x 4 x 12 = 384";
    for (boolean check : List.of(true, false)) {
      FleetRun.Result r =
          FleetRun.play(
              FLEET.fleet(),
              inventory,
              hostfilesPlaybook,
              check ? "--check" : "--diff",
              "-e",
              "hostfiles_deepspeed_config=" + seed,
              "-e",
              "hostfiles_gpus_per_node=4");
      assertEquals(2, r.exitCode(), r.all());
      assertTrue(r.out().contains(refusal), r.all());
    }
    FLEET
        .fleet()
        .hosts()
        .forEach(h -> assertEquals(1, h.exec("test", "-e", "/job").exitCode(), h.name()));
    Path fixed =
        Files.writeString(
            FLEET.fleet().dir().resolve("ds_config_fixed.json"),
            "{\"train_batch_size\": 384, \"train_micro_batch_size_per_gpu\": 8, \"gradient_accumulation_steps\": 4}\n");
    FleetRun.checkApplyTwice(
        FLEET.fleet(),
        inventory,
        hostfilesPlaybook,
        "-e",
        "hostfiles_deepspeed_config=" + fixed,
        "-e",
        "hostfiles_gpus_per_node=4");
    assertTrue(
        FLEET.host().exec("cat", "/job/hostfile").assertOk().stdout().contains(" slots=4\n"));
  }

  /** The variable lines of an env file. */
  private static List<String> variables(String env) {
    return env.lines().filter(l -> !l.startsWith("#")).toList();
  }

  /** {@code interface -> address} of a netplan file with one address per interface. */
  @SuppressWarnings("unchecked")
  private static Map<String, String> addresses(String netplan) {
    Map<String, Object> network =
        (Map<String, Object>)
            ((Map<String, Object>) new org.yaml.snakeyaml.Yaml().load(netplan)).get("network");
    Map<String, String> out = new TreeMap<>();
    ((Map<String, Map<String, List<String>>>) network.get("ethernets"))
        .forEach((iface, settings) -> out.put(iface, String.join(",", settings.get("addresses"))));
    return out;
  }
}
