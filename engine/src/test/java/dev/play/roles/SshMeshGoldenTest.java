package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.template.Templater;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What {@code ssh_mesh} writes on every node of the example inventories (the same on each): the
 * known_hosts lines (every node's host keys under every name a peer may use) and the authorised
 * keys. The host keys and user keys stand for what the role's two registering tasks read on each
 * node; the names come from the inventories, and on the DGX Spark mesh from the mesh_addresses fact
 * of netplan_mesh.
 */
class SshMeshGoldenTest {
  @Test
  void dgxSparkMeshKnownUnderManagementAndMeshAddresses() throws Exception {
    RoleHarness h = RoleHarness.inventory("dgx_spark_mesh").role("netplan_mesh").role("ssh_mesh");
    for (String host : h.hosts("mesh")) {
      h.run(host, "mesh_addresses", taskArgs(h, host, "netplan_mesh", "mesh_addresses"));
    }
    Map<String, Object> mesh = golden(h, "dgx_spark_mesh");
    assertEquals(
        List.of("titanic", "10.0.0.170", "192.168.101.2", "192.168.100.2"), mesh.get("names"));
  }

  @Test
  void a100LabKnownUnderInventoryNamesAndAddresses() throws Exception {
    Map<String, Object> mesh =
        golden(RoleHarness.inventory("a100_lab").role("ssh_mesh"), "a100_lab");
    assertEquals(List.of("node0", "10.0.0.10"), mesh.get("names"));
  }

  /**
   * Runs the role's ssh_mesh_peers task on every node; pins the files (the same on every node);
   * returns the first node's fact.
   */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> golden(RoleHarness h, String inventory) throws Exception {
    List<String> hosts = h.hosts("cluster");
    for (String host : hosts) {
      h.run(
          host,
          "set_fact",
          Map.of(
              "ssh_mesh_host_keys",
                  Map.of(
                      "rc",
                      0,
                      "stdout",
                      "ssh-ed25519 AAAAHostKeyOf"
                          + host
                          + " root@"
                          + host
                          + "\n"
                          + "ecdsa-sha2-nistp256 AAAAEcdsaHostKeyOf"
                          + host
                          + " root@"
                          + host
                          + "\n"),
              "ssh_mesh_user_key",
                  Map.of(
                      "changed",
                      false,
                      "ssh_public_key",
                      "ssh-ed25519 AAAAUserKeyOf" + host + " root@" + host + " (ssh_mesh)")));
    }
    Map<String, Object> first = null;
    for (String host : hosts) {
      Map<String, Object> result =
          h.run(host, "ssh_mesh_peers", taskArgs(h, host, "ssh_mesh", "ssh_mesh_peers"));
      Map<String, Object> facts = (Map<String, Object>) result.get("ansible_facts");
      Map<String, Object> mesh = (Map<String, Object>) facts.get("ssh_mesh");
      String knownHosts =
          ((List<Map<String, Object>>) mesh.get("known_hosts"))
              .stream().map(e -> e.get("key") + "\n").collect(Collectors.joining());
      Golden.assertMatches(inventory + "/ssh_mesh/known_hosts", knownHosts);
      Golden.assertMatches(
          inventory + "/ssh_mesh/authorized_keys", (String) mesh.get("authorized_keys"));
      first = first == null ? mesh : first;
    }
    return first;
  }

  /** The arguments of {@code role}'s own {@code module} task, rendered on the host's variables. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> taskArgs(
      RoleHarness h, String host, String role, String module) {
    return (Map<String, Object>)
        new Templater().render(RoleTasks.args(role, module), h.scope(host));
  }
}
