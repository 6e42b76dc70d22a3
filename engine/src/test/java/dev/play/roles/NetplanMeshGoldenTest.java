package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.template.Templater;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * What {@code netplan_mesh} writes to {@code /etc/netplan/99-rdma-mesh.yaml} on each node: the DGX
 * Spark triangle of docs/setups.md, and the A100 lab's four nodes cabled as a ring and as a line.
 */
class NetplanMeshGoldenTest {
  private static final String TEMPLATE = "99-rdma-mesh.yaml.mustache";

  /** The DGX Spark mesh's address table (docs/setups.md): interface -> address, per node. */
  static final Map<String, Map<String, String>> SEED_004 =
      Map.of(
          "titanic", Map.of("enp1s0f0np0", "192.168.101.2/24", "enp1s0f1np1", "192.168.100.2/24"),
          "iceberg", Map.of("enp1s0f0np0", "192.168.101.3/24", "enp1s0f1np1", "192.168.102.2/24"),
          "carpathia",
              Map.of("enp1s0f0np0", "192.168.100.3/24", "enp1s0f1np1", "192.168.102.3/24"));

  @Test
  void dgxSparkMeshIsSeed004sTable() throws Exception {
    RoleHarness h = RoleHarness.inventory("dgx_spark_mesh").role("netplan_mesh");
    List<String> hosts = h.hosts("mesh");
    assertEquals(List.of("titanic", "iceberg", "carpathia"), hosts);
    for (String host : hosts) {
      h.run(host, "mesh_addresses", taskArgs(h, host));
    }
    for (String host : hosts) {
      String file = h.render(host, "netplan_mesh", TEMPLATE);
      assertEquals(SEED_004.get(host), addresses(file), host);
      Golden.assertMatches("dgx_spark_mesh/netplan_mesh/" + host + "/99-rdma-mesh.yaml", file);
    }
  }

  @Test
  void fourNodeRing() throws Exception {
    fourNodes("ring");
  }

  @Test
  void fourNodeLine() throws Exception {
    fourNodes("line");
  }

  /** The A100 lab's four nodes, each with two mesh ports, cabled as {@code topology}. */
  private static void fourNodes(String topology) throws Exception {
    RoleHarness h =
        RoleHarness.inventory("a100_lab")
            .role("netplan_mesh")
            .vars(
                Map.of(
                    "netplan_mesh_group",
                    "cluster",
                    "netplan_mesh_topology",
                    topology,
                    "netplan_mesh_interfaces",
                    List.of("ens1f0np0", "ens1f1np1")));
    for (String host : h.hosts("cluster")) {
      h.run(host, "mesh_addresses", taskArgs(h, host));
    }
    for (String host : h.hosts("cluster")) {
      String file = h.render(host, "netplan_mesh", TEMPLATE);
      Golden.assertMatches(
          "a100_lab/netplan_mesh-" + topology + "/" + host + "/99-rdma-mesh.yaml", file);
    }
  }

  /** The arguments of the role's own mesh_addresses task, rendered on the host's variables. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> taskArgs(RoleHarness h, String host) {
    return (Map<String, Object>)
        new Templater().render(RoleTasks.args("netplan_mesh", "mesh_addresses"), h.scope(host));
  }

  /** {@code network.ethernets.<if>.addresses} of a netplan file, one address per interface. */
  @SuppressWarnings("unchecked")
  private static Map<String, String> addresses(String netplan) {
    Map<String, Object> root = new Yaml().load(netplan);
    Map<String, Object> network = (Map<String, Object>) root.get("network");
    assertEquals(2, network.get("version"));
    Map<String, String> out = new TreeMap<>();
    ((Map<String, Map<String, List<String>>>) network.get("ethernets"))
        .forEach(
            (iface, settings) -> {
              assertEquals(1, settings.get("addresses").size(), iface);
              out.put(iface, settings.get("addresses").get(0));
            });
    return out;
  }
}
