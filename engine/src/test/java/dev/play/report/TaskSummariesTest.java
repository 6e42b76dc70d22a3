package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TaskSummaries}: each task counted across hosts, its identical diffs once with their hosts.
 */
class TaskSummariesTest {
  @Test
  void countsOutcomesAndGroupsIdenticalDiffs() {
    TaskSummary t =
        TaskSummaries.of(ReportData.of(List.of(Fixtures.load("format2.json"))))
            .orElseThrow()
            .get(0);
    assertEquals(2, t.count("changed"));
    assertEquals(1, t.count("ok"));
    assertEquals(1, t.count("failed"));
    assertEquals(1, t.count("unreachable"));
    assertEquals(0, t.count("skipped"));
    assertTrue(t.problem());
    assertEquals(
        "changed on 2 hosts, ok on node2, failed on node3, unreachable on node4", t.wording());
    assertEquals(List.of(new DiffGroup(List.of(0), List.of("node0", "node1"))), t.diffGroups());
    assertEquals(List.of("sysctl"), List.copyOf(t.categories()));
  }

  @Test
  void differentDiffsMakeDifferentGroups() {
    String doc =
        "{'check_mode': true, 'recap': {}, 'roles': [{'role': 'r', 'hosts': ["
            + host("a", "x")
            + ", "
            + host("b", "y")
            + ", "
            + host("c", "x")
            + "]}],"
            + " 'tasks': [{'play': 'p', 'role': 'r', 'task': 't', 'hosts': {'a': 'changed', 'b': 'changed', 'c': 'changed'}}]}";
    TaskSummary t =
        TaskSummaries.of(ReportData.of(List.of(Fixtures.json(doc)))).orElseThrow().get(0);
    assertEquals(
        List.of(
            new DiffGroup(List.of(0), List.of("a", "c")), new DiffGroup(List.of(1), List.of("b"))),
        t.diffGroups());
  }

  @Test
  void noViewWithoutTasks() {
    assertTrue(TaskSummaries.of(ReportData.of(List.of(Fixtures.load("format1.json")))).isEmpty());
  }

  private static String host(String name, String line) {
    return "{'host': '"
        + name
        + "', 'changes': [{'category': 'files', 'task': 't', 'steps': [],"
        + " 'diffs': [{'unified': '+"
        + line
        + "\\n'}]}]}";
  }
}
