package dev.play.roles;

import dev.play.template.Templater;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the storage and container roles render for the example inventories: the NFS exports of the
 * A100 lab's server, and each node's docker-compose.yml (its rank, the rendezvous address, GPUs per
 * node from the captured facts). A capture is one machine, so each node's address is taken from its
 * inventory line, as {@code node_addr} would set it.
 */
class ClusterRolesGoldenTest {
  @Test
  void nfsExportsOfTheA100Lab() {
    RoleHarness h =
        RoleHarness.inventory("a100_lab").role("nfs_server").factsForAll("no-gpu-debian");
    Golden.assertMatches(
        "a100_lab/nfs_server/node0/cluster.exports",
        h.render("node0", "nfs_server", "exports.mustache"));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"h200_pair, h200-x2-nvlink", "h100_roce, h100-x4-roce", "a100_lab, h100-x1"})
  void composeFilePerNode(String inventory, String facts) throws Exception {
    RoleHarness h = RoleHarness.inventory(inventory).role("containers").factsForAll(facts);
    String group = String.valueOf(h.scope(h.hosts("all").get(0)).get("containers_group"));
    for (String host : h.hosts(group)) {
      h.run(host, "set_fact", Map.of("node_addr", h.scope(host).get("ansible_host")));
    }
    for (String host : h.hosts(group)) {
      h.run(host, "cluster_facts", taskArgs(h, host));
    }
    for (String host : h.hosts(group)) {
      Golden.assertMatches(
          inventory + "/containers/" + host + "/docker-compose.yml",
          h.render(host, "containers", "docker-compose.yml.mustache"));
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> taskArgs(RoleHarness h, String host) {
    return (Map<String, Object>)
        new Templater().render(RoleTasks.args("containers", "cluster_facts"), h.scope(host));
  }
}
