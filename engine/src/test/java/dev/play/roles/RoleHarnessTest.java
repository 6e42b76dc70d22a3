package dev.play.roles;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The harness layers an example inventory, captured facts and module facts as the engine does. */
class RoleHarnessTest {
  @Test
  @SuppressWarnings("unchecked")
  void clusterFactsOfTheH200PairFromItsInventoryAndCapturedFacts() throws Exception {
    RoleHarness h = RoleHarness.inventory("h200_pair").factsForAll("h200-x2-nvlink");
    h.runOnGroup("distributed", "cluster_facts", Map.of("group", "distributed"));
    Map<String, Object> cluster = (Map<String, Object>) h.scope("machine2").get("cluster");
    assertEquals(1, cluster.get("node_rank"));
    assertEquals("machine1", cluster.get("primary"));
    assertEquals(2, cluster.get("gpus_per_node"));
    assertEquals(4, cluster.get("world_size"));
    assertEquals("eth0", cluster.get("socket_ifname"));
    assertEquals("distributed", h.scope("machine1").get("cluster_group"));
  }
}
