package dev.play.output;

import static dev.play.output.ScriptedRun.map;
import static dev.play.output.ScriptedRun.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.secret.Secrets;
import dev.play.value.JsonText;
import dev.play.value.JsonWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The summary JSON, format 2: what the run was (version, playbooks, inventory, modes, start and
 * duration), each task's outcome per host, the problems, and the hosts that did not finish.
 */
class SummaryJsonTest {
  private static final RunInvocation INVOCATION =
      new RunInvocation("0.1.0", List.of("site.yml", "more.yml"), List.of("inventory/lab.ini"));
  private static final TaskHeader FACTS =
      new TaskHeader(TaskHeader.Kind.FACTS, null, "Gathering Facts");
  private static final TaskHeader EXPORT =
      new TaskHeader(
          TaskHeader.Kind.TASK,
          "nfs_server",
          "Export the shared directories",
          "lineinfile",
          "/pb/roles/nfs_server/tasks/main.yml:12");
  private static final TaskHeader PROBE =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Probe", "command", "/pb/site.yml:20");
  private static final TaskHeader TRY =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Try", "command", "/pb/site.yml:25");
  private static final TaskHeader RECOVER =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Recover", "debug", "/pb/site.yml:28");
  private static final TaskHeader PACKAGES =
      new TaskHeader(TaskHeader.Kind.TASK, null, "Packages", "apt", "/elsewhere/pkgs.yml:3");
  private static final TaskHeader RELOAD =
      new TaskHeader(
          TaskHeader.Kind.HANDLER,
          "nfs_server",
          "Reload exports",
          "command",
          "/pb/roles/nfs_server/handlers/main.yml:2");

  private final ScriptedRun.Stdout stdout = new ScriptedRun.Stdout();

  /** This test's own secrets: each test builds its outputs with a fresh set, nothing to reset. */
  private final Secrets secrets = new Secrets();

  /** A clock that reads {@code times}, one after the other. */
  private static Clock reading(String... times) {
    Iterator<String> next = List.of(times).iterator();
    return ScriptedRun.reading(() -> Instant.parse(next.next()));
  }

  /**
   * A check run with --diff on five hosts: node4 unreachable, node3 failing, the others finishing.
   */
  private Map<String, Object> run() throws Exception {
    RunListener l =
        new JsonSummaryWriter(
            stdout.target(),
            INVOCATION,
            true,
            reading("2026-11-28T19:00:00.600Z", "2026-11-28T19:00:12.940Z"),
            secrets);
    l.playbookStart(Path.of("/pb/site.yml"), 1);
    l.playStart("Storage", List.of("node0", "node1", "node2", "node3", "node4"));
    l.taskStart(FACTS);
    for (String h : List.of("node0", "node1", "node2", "node3")) {
      l.hostResult(result(h, FACTS, Status.OK, null, map(), List.of(), false));
    }
    l.hostResult(
        result(
            "node4",
            FACTS,
            Status.UNREACHABLE,
            null,
            map("unreachable", true, "msg", "connection refused"),
            List.of(),
            false));
    l.taskStart(EXPORT);
    l.hostResult(
        result("node0", EXPORT, Status.CHANGED, null, map("changed", true), List.of(), false));
    l.hostResult(result("node1", EXPORT, Status.OK, null, map("changed", false), List.of(), false));
    l.hostResult(
        result("node2", EXPORT, Status.SKIPPED, null, map("changed", false), List.of(), false));
    l.hostResult(
        result(
            "node3",
            EXPORT,
            Status.FAILED,
            null,
            map("failed", true, "msg", "no such file"),
            List.of(),
            false));
    l.taskStart(PROBE);
    l.hostResult(
        result(
            "node0",
            PROBE,
            Status.FAILED,
            null,
            map("failed", true, "msg", "rc 1"),
            List.of(),
            true));
    l.taskStart(TRY);
    l.hostResult(
        result(
            "node1",
            TRY,
            Status.FAILED,
            null,
            map("failed", true, "msg", "rescue me"),
            List.of(),
            false));
    l.taskStart(RECOVER);
    l.hostResult(result("node1", RECOVER, Status.OK, null, map(), List.of(), false));
    l.taskStart(PACKAGES);
    l.hostResult(
        result("node0", PACKAGES, Status.CHANGED, "a", map("changed", true), List.of(), false));
    l.hostResult(
        result(
            "node0",
            PACKAGES,
            Status.FAILED,
            "b",
            map("failed", true, "msg", "item b"),
            List.of(),
            true));
    l.hostResult(
        result(
            "node0",
            PACKAGES,
            Status.CHANGED,
            null,
            map("changed", true, "results", List.of()),
            List.of(),
            false));
    l.taskStart(RELOAD);
    l.hostResult(
        result("node0", RELOAD, Status.CHANGED, null, map("changed", true), List.of(), false));
    l.recap(
        List.of(
            new HostStats("node0", 5, 3, 0, 0, 0, 0, 1),
            new HostStats("node1", 3, 0, 0, 0, 0, 1, 0),
            new HostStats("node2", 1, 0, 0, 0, 1, 0, 0),
            new HostStats("node3", 1, 0, 0, 1, 0, 0, 0),
            new HostStats("node4", 0, 0, 1, 0, 0, 0, 0)),
        true);
    @SuppressWarnings("unchecked")
    Map<String, Object> json = (Map<String, Object>) JsonText.parse(stdout.text());
    return json;
  }

  @Test
  void theRunItselfComesFirstTheKeysInTheirOrder() throws Exception {
    Map<String, Object> json = run();
    assertEquals(
        List.of(
            "format",
            "play_version",
            "playbooks",
            "inventory",
            "check_mode",
            "diff",
            "started",
            "duration_s",
            "changed",
            "roles",
            "tasks",
            "problems",
            "unfinished",
            "recap"),
        new ArrayList<>(json.keySet()));
    assertEquals(
        "{\"format\": 2, \"play_version\": \"0.1.0\", \"playbooks\": [\"site.yml\", \"more.yml\"], "
            + "\"inventory\": [\"inventory/lab.ini\"], \"check_mode\": true, \"diff\": true, "
            + "\"started\": \"2026-11-28T19:00:00Z\", \"duration_s\": 12.3, \"changed\": true}",
        JsonWriter.compact(
            only(
                json,
                "format",
                "play_version",
                "playbooks",
                "inventory",
                "check_mode",
                "diff",
                "started",
                "duration_s",
                "changed")));
    assertTrue(stdout.text().contains("\"duration_s\": 12.3,"), stdout.text());
  }

  @Test
  void everyTaskWithItsOutcomeOnEachHost() throws Exception {
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> tasks = (List<Map<String, Object>>) run().get("tasks");
    assertEquals(
        List.of(
            "{\"play\": \"Storage\", \"role\": null, \"task\": \"Gathering Facts\", \"handler\": false, \"path\": null, "
                + "\"hosts\": {\"node0\": \"ok\", \"node1\": \"ok\", \"node2\": \"ok\", \"node3\": \"ok\", \"node4\": \"unreachable\"}}",
            "{\"play\": \"Storage\", \"role\": \"nfs_server\", \"task\": \"Export the shared directories\", \"handler\": false, "
                + "\"path\": \"roles/nfs_server/tasks/main.yml:12\", "
                + "\"hosts\": {\"node0\": \"changed\", \"node1\": \"ok\", \"node2\": \"skipped\", \"node3\": \"failed\"}}",
            "{\"play\": \"Storage\", \"role\": null, \"task\": \"Probe\", \"handler\": false, \"path\": \"site.yml:20\", "
                + "\"hosts\": {\"node0\": \"ignored\"}}",
            "{\"play\": \"Storage\", \"role\": null, \"task\": \"Try\", \"handler\": false, \"path\": \"site.yml:25\", "
                + "\"hosts\": {\"node1\": \"rescued\"}}",
            "{\"play\": \"Storage\", \"role\": null, \"task\": \"Recover\", \"handler\": false, \"path\": \"site.yml:28\", "
                + "\"hosts\": {\"node1\": \"ok\"}}",
            "{\"play\": \"Storage\", \"role\": null, \"task\": \"Packages\", \"handler\": false, \"path\": \"/elsewhere/pkgs.yml:3\", "
                + "\"hosts\": {\"node0\": \"changed\"}}",
            "{\"play\": \"Storage\", \"role\": \"nfs_server\", \"task\": \"Reload exports\", \"handler\": true, "
                + "\"path\": \"roles/nfs_server/handlers/main.yml:2\", \"hosts\": {\"node0\": \"changed\"}}"),
        tasks.stream().map(JsonWriter::compact).toList());
  }

  @Test
  void theProblemsInOrderAndTheHostsThatDidNotFinish() throws Exception {
    Map<String, Object> json = run();
    assertEquals(
        "[{\"host\": \"node4\", \"play\": \"Storage\", \"role\": null, \"task\": \"Gathering Facts\", "
            + "\"status\": \"unreachable\", \"msg\": \"connection refused\"}, {\"host\": \"node3\", \"play\": \"Storage\", "
            + "\"role\": \"nfs_server\", \"task\": \"Export the shared directories\", \"status\": \"failed\", "
            + "\"msg\": \"no such file\"}]",
        JsonWriter.compact(json.get("problems")));
    assertEquals(List.of("node3", "node4"), json.get("unfinished"));
  }

  @Test
  void aTaskRunTwiceOnAHostKeepsItsMostSeriousOutcome() throws Exception {
    RunListener l =
        new JsonSummaryWriter(stdout.target(), INVOCATION, false, ScriptedRun.clock(), secrets);
    l.playStart("Site", List.of("node0"));
    for (Status s : List.of(Status.CHANGED, Status.SKIPPED, Status.OK)) {
      l.taskStart(PROBE);
      l.hostResult(result("node0", PROBE, s, null, map(), List.of(), false));
    }
    l.recap(List.of(new HostStats("node0", 2, 1, 0, 0, 1, 0, 0)), false);
    String text = stdout.text();
    assertTrue(
        text.contains(
            "\"tasks\": [\n    {\n      \"play\": \"Site\",\n      \"role\": null,\n      \"task\": \"Probe\","),
        text);
    assertTrue(
        text.contains("\"hosts\": {\n        \"node0\": \"changed\"\n      }\n    }\n  ],"), text);
    assertTrue(text.contains("\"unfinished\": [],"), text);
  }

  @Test
  void secretsAreMaskedInTaskNamesAndMessages() throws Exception {
    secrets.register("s3cr3t-value");
    TaskHeader named =
        new TaskHeader(
            TaskHeader.Kind.TASK, null, "Log in with s3cr3t-value", "uri", "/pb/site.yml:3");
    RunListener l =
        new JsonSummaryWriter(stdout.target(), INVOCATION, false, ScriptedRun.clock(), secrets);
    l.playStart("Site", List.of("node0"));
    l.taskStart(named);
    l.hostResult(
        result(
            "node0",
            named,
            Status.FAILED,
            null,
            map("msg", "denied for s3cr3t-value"),
            List.of(),
            false));
    l.recap(List.of(new HostStats("node0", 0, 0, 0, 1, 0, 0, 0)), true);
    assertFalse(stdout.text().contains("s3cr3t"), stdout.text());
    assertTrue(stdout.text().contains("\"task\": \"Log in with ********\""), stdout.text());
    assertTrue(stdout.text().contains("\"msg\": \"denied for ********\""), stdout.text());
  }

  private static Map<String, Object> only(Map<String, Object> json, String... keys) {
    Map<String, Object> out = new java.util.LinkedHashMap<>();
    for (String k : keys) {
      out.put(k, json.get(k));
    }
    return out;
  }
}
