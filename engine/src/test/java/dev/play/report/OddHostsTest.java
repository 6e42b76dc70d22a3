package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link OddHosts}: the common outcome counted, the odd hosts named. */
class OddHostsTest {
  private static Map<String, String> hosts(int n, String outcome) {
    Map<String, String> out = new LinkedHashMap<>();
    for (int i = 0; i < n; i++) {
      out.put("node" + i, outcome);
    }
    return out;
  }

  @Test
  void namesTheOddHost() {
    Map<String, String> outcomes = hosts(50, "changed");
    outcomes.put("node17", "ok");
    assertEquals("changed on 49 hosts, ok on node17", OddHosts.describe(outcomes));
  }

  @Test
  void namesFiveThenCountsTheRest() {
    Map<String, String> outcomes = hosts(50, "changed");
    for (int i = 0; i < 8; i++) {
      outcomes.put("node" + i, "skipped");
    }
    outcomes.put("node9", "failed");
    assertEquals(
        "changed on 41 hosts, skipped on node0, node1, node2, node3, node4 +3 more, failed on node9",
        OddHosts.describe(outcomes));
  }

  @Test
  void allTheSame() {
    assertEquals("ok on all 3 hosts", OddHosts.describe(hosts(3, "ok")));
    assertEquals("changed on node0", OddHosts.describe(hosts(1, "changed")));
    assertEquals("", OddHosts.describe(Map.of()));
  }

  @Test
  void aTieListsTheOutcomesInTheirOrder() {
    Map<String, String> outcomes = new LinkedHashMap<>();
    outcomes.put("a", "ok");
    outcomes.put("b", "changed");
    assertEquals("changed on b, ok on a", OddHosts.describe(outcomes));
  }
}
