package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.template.Templater;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What {@code hostfiles} writes on each node of the example inventories: the MPI/DeepSpeed hostfile
 * (the same on every node) and the torchrun environment (per node). Each inventory runs on its
 * captured fact set: 1 GPU (the A100 lab, on the 1×H100 capture), 2 (the H200 pair's capture) and 4
 * (the RoCE H100 nodes). A capture is one machine, so every host would report its address: each
 * node's address is taken from its inventory line, as {@code node_addr} would set.
 */
class HostfilesGoldenTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource({"a100_lab, h100-x1", "h200_pair, h200-x2-nvlink", "h100_roce, h100-x4-roce"})
  void hostfileAndTorchrunEnvironment(String inventory, String facts) throws Exception {
    RoleHarness h = placed(RoleHarness.inventory(inventory).role("hostfiles").factsForAll(facts));
    List<String> hosts = h.hosts(group(h));
    String hostfile = h.render(hosts.get(0), "hostfiles", "hostfile.mustache");
    Golden.assertMatches(inventory + "/hostfiles/hostfile", hostfile);
    for (String host : hosts) {
      assertEquals(
          hostfile, h.render(host, "hostfiles", "hostfile.mustache"), "the hostfile of " + host);
      Golden.assertMatches(
          inventory + "/hostfiles/" + host + "/torchrun.env",
          h.render(host, "hostfiles", "torchrun.env.mustache"));
    }
  }

  @Test
  void exportPrefixOnEveryVariableLine() throws Exception {
    RoleHarness plain =
        placed(RoleHarness.inventory("h200_pair").role("hostfiles").factsForAll("h200-x2-nvlink"));
    RoleHarness export =
        placed(
            RoleHarness.inventory("h200_pair")
                .role("hostfiles")
                .factsForAll("h200-x2-nvlink")
                .vars(Map.of("hostfiles_env_export", true)));
    String expected =
        plain
            .render("machine2", "hostfiles", "torchrun.env.mustache")
            .lines()
            .map(l -> l.startsWith("#") ? l : "export " + l)
            .collect(Collectors.joining("\n", "", "\n"));
    assertEquals(expected, export.render("machine2", "hostfiles", "torchrun.env.mustache"));
  }

  @Test
  void gpusPerNodeFromTheVariable() throws Exception {
    RoleHarness h =
        placed(
            RoleHarness.inventory("a100_lab")
                .role("hostfiles")
                .factsForAll("h100-x4-roce")
                .vars(Map.of("hostfiles_gpus_per_node", 1)));
    assertEquals(
        List.of("10.0.0.10 slots=1", "10.0.0.11 slots=1", "10.0.0.12 slots=1", "10.0.0.13 slots=1"),
        h.render("node2", "hostfiles", "hostfile.mustache")
            .lines()
            .filter(l -> !l.startsWith("#"))
            .toList());
  }

  private static String group(RoleHarness h) {
    return String.valueOf(h.scope(h.hosts("all").get(0)).get("cluster_group"));
  }

  /**
   * Each node's address from its inventory line, then the role's cluster_facts task on every node.
   */
  private static RoleHarness placed(RoleHarness h) throws Exception {
    String group = group(h);
    for (String host : h.hosts(group)) {
      h.run(host, "set_fact", Map.of("node_addr", h.scope(host).get("ansible_host")));
    }
    for (String host : h.hosts(group)) {
      h.run(host, "cluster_facts", taskArgs(h, host));
    }
    return h;
  }

  /** The arguments of the role's own cluster_facts task, rendered on the host's variables. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> taskArgs(RoleHarness h, String host) {
    return (Map<String, Object>)
        new Templater().render(RoleTasks.args("hostfiles", "cluster_facts"), h.scope(host));
  }
}
