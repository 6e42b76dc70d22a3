package dev.play.output;

import static dev.play.output.ScriptedRun.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.secret.Secrets;
import dev.play.value.JsonText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EventStreamTest {
  @TempDir Path dir;

  /** This test's own secrets: each test builds its outputs with a fresh set, nothing to reset. */
  private final Secrets secrets = new Secrets();

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> parse(List<String> lines) throws JsonText.Malformed {
    List<Map<String, Object>> events = new ArrayList<>();
    for (String line : lines) {
      events.add((Map<String, Object>) JsonText.parse(line));
    }
    return events;
  }

  private List<Map<String, Object>> run(boolean diff) throws Exception {
    Path file = dir.resolve("events.jsonl");
    ScriptedRun.play(
        new EventStream(
            OutputTarget.of("--events", file.toString(), null),
            diff,
            ScriptedRun.clock(),
            secrets));
    return parse(Files.readAllLines(file));
  }

  @Test
  void oneObjectPerLineWithTypeAndTimeFirst() throws Exception {
    List<Map<String, Object>> events = run(false);
    assertEquals(
        List.of(
            "play_start",
            "task_start",
            "host_result",
            "host_result",
            "task_start",
            "item_result",
            "item_result",
            "host_result",
            "host_result",
            "warning",
            "task_start",
            "host_result",
            "host_result",
            "task_start",
            "host_result",
            "no_hosts_left",
            "recap"),
        events.stream().map(e -> e.get("type")).toList());
    assertEquals(
        map(
            "type",
            "play_start",
            "time",
            "2026-01-02T03:04:05.000000Z",
            "play",
            "Site",
            "hosts",
            List.of("node0", "node1")),
        events.get(0));
    assertEquals(
        map(
            "type",
            "task_start",
            "time",
            "2026-01-02T03:04:06.000000Z",
            "play",
            "Site",
            "task",
            "Packages",
            "role",
            "base",
            "kind",
            "task",
            "action",
            "apt",
            "path",
            "/pb/roles/base/tasks/main.yml:2"),
        events.get(4));
    assertEquals(
        map("type", "warning", "time", "2026-01-02T03:04:07.250000Z", "message", "a warning"),
        events.get(9));
  }

  @Test
  void resultsCarryHostStatusAndTheRegisteredResult() throws Exception {
    List<Map<String, Object>> events = run(true);
    Map<String, Object> item = events.get(5);
    assertEquals(
        List.of("node0", "a", "changed", true),
        List.of(item.get("host"), item.get("item"), item.get("status"), item.get("changed")));
    Map<String, Object> copy = events.get(2);
    assertEquals(map("changed", true, "dest", "/etc/app.conf"), copy.get("result"));
    assertEquals(
        List.of(
            map(
                "before_header",
                "/etc/app.conf",
                "after_header",
                "/etc/app.conf",
                "before",
                "a=1\n",
                "after",
                "a=2\n")),
        copy.get("diff"));
    Map<String, Object> ignored = events.get(14);
    assertEquals(
        List.of("failed", true, true, "handler"),
        List.of(
            ignored.get("status"),
            ignored.get("changed"),
            ignored.get("ignored"),
            ignored.get("kind")));
    assertEquals("unreachable", events.get(12).get("status"));
    assertEquals(
        map(
            "type",
            "recap",
            "time",
            "2026-01-02T03:04:09.000000Z",
            "check_mode",
            false,
            "stats",
            map(
                "node1", new HostStats("node1", 1, 0, 1, 0, 0, 0, 0).counters(),
                "node0", new HostStats("node0", 2, 2, 0, 0, 1, 0, 1).counters())),
        events.get(16));
    assertFalse(
        run(false).get(11).containsKey("diff"),
        "a diff only with --diff or where the task's diff mode gave one");
  }

  @Test
  void eachLineIsOnDiskAsSoonAsItsEventHappens() throws Exception {
    Path file = dir.resolve("live.jsonl");
    EventStream events =
        new EventStream(
            OutputTarget.of("--events", file.toString(), null),
            false,
            ScriptedRun.clock(),
            secrets);
    events.playStart("Site", List.of("node0"));
    assertEquals(1, parse(Files.readAllLines(file)).size());
    events.taskStart(ScriptedRun.COPY);
    assertTrue(
        Files.readString(file).endsWith("\"path\": \"/pb/site.yml:5\"}\n"), Files.readString(file));
  }

  @Test
  void secretsAreMaskedBeforeJsonEscapingHidesThem() throws Exception {
    secrets.register("pa\"ss\\word");
    ScriptedRun.Stdout out = new ScriptedRun.Stdout();
    EventStream events = new EventStream(out.target(), false, ScriptedRun.clock(), secrets);
    events.hostResult(
        ScriptedRun.result(
            "node0",
            ScriptedRun.COPY,
            Status.OK,
            null,
            Map.of("msg", "the password is pa\"ss\\word"),
            List.of(),
            false));
    assertTrue(out.text().contains("\"msg\": \"the password is ********\""), out.text());
    assertFalse(out.text().contains("ss\\\\word"), out.text());
  }
}
