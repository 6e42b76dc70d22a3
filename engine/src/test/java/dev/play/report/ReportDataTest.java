package dev.play.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link ReportData}: reading format 1 and 2, grouping, merging documents, the hosts shown
 * unchanged.
 */
class ReportDataTest {
  private static ReportData of(String... fixtures) {
    return ReportData.of(java.util.Arrays.stream(fixtures).map(Fixtures::load).toList());
  }

  @Test
  void readsFormatOneByRoleHostAndCategory() {
    ReportData r = of("format1.json");
    assertEquals(
        java.util.Arrays.asList("docker", null),
        r.roles().stream().map(RoleChanges::role).toList());
    HostChanges node0 = r.roles().get(0).hosts().get(0);
    assertEquals("node0", node0.host());
    assertEquals(List.of("files", "services"), List.copyOf(node0.byCategory().keySet()));
    Change restart = node0.byCategory().get("services").get(0);
    assertTrue(restart.handler());
    assertEquals(List.of("restart docker"), restart.steps());
    assertEquals("jq", r.roles().get(1).hosts().get(0).changes().get(0).item());
    assertTrue(r.header().checkMode());
    assertTrue(r.tasks().isEmpty(), "format 1 has no tasks");
    assertEquals(null, r.header().diff(), "format 1 does not say whether --diff was given");
    assertEquals(1, r.diffs().size());
  }

  @Test
  void formatOneProblemsComeFromTheRecapWithoutMessages() {
    ReportData r = of("format1.json");
    assertEquals(
        List.of(new Problem("node2", null, null, null, "failed", null)), r.problemsShown());
  }

  @Test
  void aHostThatFailedIsNeverListedAsUnchanged() {
    ReportData r = of("format1.json");
    assertEquals(
        List.of("node1"), r.unchangedHosts(), "node2 failed: its prediction is incomplete");
  }

  @Test
  void unfinishedHostsAreNeverListedAsUnchanged() {
    ReportData r =
        ReportData.of(
            List.of(
                Fixtures.json(
                    "{'check_mode': true, 'roles': [{'role': 'x', 'hosts': ["
                        + "{'host': 'a', 'changes': []}, {'host': 'b', 'changes': []}]}], 'recap': {'a': {}, 'b': {}},"
                        + " 'unfinished': ['b']}")));
    assertEquals(List.of("a"), r.unchangedHosts());
    assertEquals(Set.of("b"), r.incomplete());
  }

  @Test
  void readsFormatTwosHeaderTasksAndProblems() {
    ReportData r = of("format2.json");
    Header h = r.header();
    assertEquals(List.of("site.yml"), h.playbooks());
    assertEquals(List.of("inv.ini"), h.inventory());
    assertEquals(Instant.parse("2026-11-28T19:00:00Z"), h.started());
    assertEquals(12.3, h.durationS());
    assertEquals(List.of("0.9"), h.versions());
    assertEquals(Boolean.TRUE, h.diff());
    assertEquals(1, r.tasks().orElseThrow().size());
    assertEquals("node3", r.problems().get(0).host());
    assertEquals(
        2,
        r.problemsShown().size(),
        "the recap's failed and unreachable hosts have their problems already");
    assertEquals(List.of("node3", "node4"), r.unfinished());
    assertEquals(List.of("node2"), r.unchangedHosts());
  }

  @Test
  void identicalDiffsAreStoredOnce() {
    ReportData r = of("format2.json");
    assertEquals(1, r.diffs().size(), "node0 and node1 have the same diff");
    assertEquals(List.of(0), r.roles().get(0).hosts().get(1).changes().get(0).diffs());
  }

  @Test
  void mergesRolesByNameHostsByNameAndSumsTheRecap() {
    ReportData r =
        ReportData.of(
            List.of(shard("node0", "a", 2), shard("node1", "b", 3), shard("node0", "c", 1)));
    assertEquals(1, r.roles().size(), "one role docker");
    List<HostChanges> hosts = r.roles().get(0).hosts();
    assertEquals(List.of("node0", "node1"), hosts.stream().map(HostChanges::host).toList());
    assertEquals(List.of("a", "c"), hosts.get(0).changes().stream().map(Change::task).toList());
    assertEquals(3, r.recap().get("node0").ok());
    assertEquals(3, r.recap().get("node1").ok());
    assertEquals(3, r.header().documents());
    assertEquals(List.of("site.yml"), r.header().playbooks(), "the same playbook named once");
  }

  @Test
  void mergedCheckModeOnlyWhenEveryDocumentIsACheck() {
    var check = shard("node0", "a", 1);
    var apply = shard("node1", "b", 1);
    apply.addProperty("check_mode", false);
    assertFalse(ReportData.of(List.of(check, apply)).header().checkMode());
    assertTrue(ReportData.of(List.of(check, shard("node1", "b", 1))).header().checkMode());
  }

  @Test
  void mergesTheSameTaskOfTwoShardsIntoOneRowAndConcatenatesProblems() {
    ReportData r =
        ReportData.of(
            List.of(Fixtures.load("format2.json"), renamed(Fixtures.load("format2.json"))));
    List<TaskRow> tasks = r.tasks().orElseThrow();
    assertEquals(1, tasks.size());
    assertEquals(10, tasks.get(0).outcomes().size());
    assertEquals("changed", tasks.get(0).outcomes().get("x-node0"));
    assertEquals(4, r.problems().size());
    assertEquals(List.of("node3", "node4", "x-node3", "x-node4"), r.unfinished());
    assertEquals(Instant.parse("2026-11-28T19:00:00Z"), r.header().started());
  }

  @Test
  void theDurationOfShardsIsFromTheFirstStartToTheLastEnd() {
    var a =
        Fixtures.json(
            "{'check_mode': true, 'roles': [], 'recap': {}, 'started': '2026-01-01T10:00:00Z',"
                + " 'duration_s': 10}");
    var b =
        Fixtures.json(
            "{'check_mode': true, 'roles': [], 'recap': {}, 'started': '2026-01-01T10:00:05Z',"
                + " 'duration_s': 20}");
    assertEquals(25.0, ReportData.of(List.of(a, b)).header().durationS());
  }

  @Test
  void diffIsKnownWhenADocumentHadItOrEverySaysNot() {
    var no = Fixtures.json("{'check_mode': true, 'roles': [], 'recap': {}, 'diff': false}");
    var yes = Fixtures.json("{'check_mode': true, 'roles': [], 'recap': {}, 'diff': true}");
    var unknown = Fixtures.json("{'check_mode': true, 'roles': [], 'recap': {}}");
    assertEquals(Boolean.TRUE, ReportData.of(List.of(no, unknown, yes)).header().diff());
    assertEquals(Boolean.FALSE, ReportData.of(List.of(no, no)).header().diff());
    assertEquals(null, ReportData.of(List.of(no, unknown)).header().diff());
  }

  @Test
  void tasksAreShownOnlyWhenEveryDocumentHasThem() {
    assertTrue(of("format2.json", "format1.json").tasks().isEmpty());
  }

  @Test
  void aDocumentThatIsNoSummarySaysWhatIsWrong() {
    var e =
        assertThrows(
            SummaryFormatException.class, () -> ReportData.of(List.of(Fixtures.json("{'a': 1}"))));
    assertEquals(
        "not a summary JSON (play --summary-json): it lacks \"check_mode\", \"roles\", \"recap\"",
        e.getMessage());
    var bad =
        assertThrows(
            SummaryFormatException.class,
            () ->
                ReportData.of(
                    List.of(
                        Fixtures.json(
                            "{'check_mode': true, 'recap': {}, 'roles': [{'role': 'x', 'hosts': [{'changes': []}]}]}"))));
    assertEquals("\"roles[0].hosts[0].host\" is missing", bad.getMessage());
    var count =
        assertThrows(
            SummaryFormatException.class,
            () ->
                ReportData.of(
                    List.of(
                        Fixtures.json(
                            "{'check_mode': true, 'roles': [], 'recap': {'n': {'ok': 'many'}}}"))));
    assertEquals("recap of n: \"ok\" is not a number", count.getMessage());
  }

  /**
   * A document of one role docker, with one change {@code task} on {@code host} and {@code ok} in
   * its recap.
   */
  private static com.google.gson.JsonObject shard(String host, String task, int ok) {
    return Fixtures.json(
        "{'check_mode': true, 'playbooks': ['site.yml'], 'roles': [{'role': 'docker', 'hosts': ["
            + "{'host': '"
            + host
            + "', 'changes': [{'category': 'files', 'task': '"
            + task
            + "', 'steps': ['s']}]}]}],"
            + " 'recap': {'"
            + host
            + "': {'ok': "
            + ok
            + ", 'changed': 1}}}");
  }

  /** {@code doc} with every host renamed x-HOST: another shard of the same run. */
  private static com.google.gson.JsonObject renamed(com.google.gson.JsonObject doc) {
    return com.google.gson.JsonParser.parseString(
            doc.toString().replaceAll("\"node(\\d)\"", "\"x-node$1\""))
        .getAsJsonObject();
  }

  @Test
  void hostsAreEachNamedOnce() {
    ReportData r = of("format1.json", "format2.json");
    assertEquals(List.of("node0", "node1", "node2", "node3", "node4"), r.hosts());
    assertEquals(7, r.recap().get("node0").ok(), "5 + 2");
  }
}
