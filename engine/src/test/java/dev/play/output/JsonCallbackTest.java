package dev.play.output;

import static dev.play.output.ScriptedRun.map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.secret.Secrets;
import dev.play.value.JsonText;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonCallbackTest {
  @SuppressWarnings("unchecked")
  private static Map<String, Object> run(ScriptedRun.Stdout out) throws Exception {
    ScriptedRun.play(new JsonCallback(out.target(), ScriptedRun.clock(), new Secrets()));
    return (Map<String, Object>) JsonText.parse(out.text());
  }

  @SuppressWarnings("unchecked")
  private static <T> T at(Object json, Object... path) {
    Object v = json;
    for (Object key : path) {
      v = key instanceof Integer i ? ((List<Object>) v).get(i) : ((Map<String, Object>) v).get(key);
    }
    return (T) v;
  }

  @Test
  void ansiblesShapeKeysSortedAndIndentedByFour() throws Exception {
    ScriptedRun.Stdout out = new ScriptedRun.Stdout();
    Map<String, Object> json = run(out);
    assertTrue(
        out.text()
            .startsWith(
                "{\n    \"custom_stats\": {},\n    \"global_custom_stats\": {},\n    \"plays\": [\n"),
        out.text());
    assertTrue(out.text().endsWith("\n}\n"), out.text());
    assertEquals(
        List.of("custom_stats", "global_custom_stats", "plays", "stats"),
        List.copyOf(json.keySet()));
    assertEquals(
        map(
            "duration",
            map("end", "2026-01-02T03:04:07.750000Z", "start", "2026-01-02T03:04:05.000000Z"),
            "id",
            "00000000-0000-0000-0000-000000000001",
            "name",
            "Site"),
        at(json, "plays", 0, "play"));
    assertEquals(
        map(
            "duration",
            map("end", "2026-01-02T03:04:05.750000Z", "start", "2026-01-02T03:04:05.250000Z"),
            "id",
            "00000000-0000-0000-0000-000000000002",
            "name",
            "Write config",
            "path",
            "/pb/site.yml:5"),
        at(json, "plays", 0, "tasks", 0, "task"));
    assertEquals(4, JsonCallbackTest.<List<?>>at(json, "plays", 0, "tasks").size());
  }

  @Test
  void hostResultsCarryActionStatusFlagsDiffsAndLoopItems() throws Exception {
    Map<String, Object> json = run(new ScriptedRun.Stdout());
    assertEquals(
        map(
            "_ansible_no_log",
            false,
            "action",
            "copy",
            "changed",
            true,
            "dest",
            "/etc/app.conf",
            "diff",
            List.of(
                map(
                    "after",
                    "a=2\n",
                    "after_header",
                    "/etc/app.conf",
                    "before",
                    "a=1\n",
                    "before_header",
                    "/etc/app.conf"))),
        at(json, "plays", 0, "tasks", 0, "hosts", "node0"));
    assertEquals("base : Packages", at(json, "plays", 0, "tasks", 1, "task", "name"));
    assertEquals(
        List.of(
            map("_ansible_item_label", "a", "_ansible_no_log", false, "changed", true, "item", "a"),
            map(
                "_ansible_item_label",
                "b",
                "_ansible_no_log",
                false,
                "changed",
                false,
                "item",
                "b")),
        at(json, "plays", 0, "tasks", 1, "hosts", "node0", "results"));
    assertEquals(true, at(json, "plays", 0, "tasks", 2, "hosts", "node0", "skipped"));
    assertEquals(true, at(json, "plays", 0, "tasks", 2, "hosts", "node1", "unreachable"));
    assertEquals(
        true,
        at(json, "plays", 0, "tasks", 3, "hosts", "node0", "failed"),
        "an ignored failure too");
    assertEquals("command", at(json, "plays", 0, "tasks", 3, "hosts", "node0", "action"));
  }

  @Test
  void statsByHostSortedWithAnsiblesNames() throws Exception {
    Map<String, Object> json = run(new ScriptedRun.Stdout());
    assertEquals(
        map(
            "node0",
            map(
                "changed",
                2,
                "failures",
                0,
                "ignored",
                1,
                "ok",
                2,
                "rescued",
                0,
                "skipped",
                1,
                "unreachable",
                0),
            "node1",
            map(
                "changed",
                0,
                "failures",
                0,
                "ignored",
                0,
                "ok",
                1,
                "rescued",
                0,
                "skipped",
                0,
                "unreachable",
                1)),
        json.get("stats"));
    assertFalse(
        at(json, "plays", 0, "tasks", 2, "hosts", "node0") instanceof Map<?, ?> m
            && m.containsKey("diff"),
        "diffs only where the task's diff mode gave it some");
  }

  @Test
  void eachHostsOwnStartOfATaskIsItsOwnEntryAsUnderStrategyFree() throws Exception {
    ScriptedRun.Stdout out = new ScriptedRun.Stdout();
    JsonCallback json = new JsonCallback(out.target(), ScriptedRun.clock(), new Secrets());
    TaskHeader forNode0 =
        new TaskHeader(TaskHeader.Kind.TASK, null, "Ping", "ping", "/pb/site.yml:3");
    TaskHeader forNode1 =
        new TaskHeader(TaskHeader.Kind.TASK, null, "Ping", "ping", "/pb/site.yml:3");
    TaskHeader notStarted =
        new TaskHeader(TaskHeader.Kind.TASK, null, "include_tasks", "include_tasks");
    json.playStart("Free", List.of("node0", "node1"));
    json.taskStart(forNode0);
    json.taskStart(forNode1);
    json.hostResult(
        ScriptedRun.result(
            "node1", forNode1, Status.OK, null, Map.of("changed", false), List.of(), false));
    json.hostResult(
        ScriptedRun.result(
            "node0", forNode0, Status.OK, null, Map.of("changed", false), List.of(), false));
    json.hostResult(
        ScriptedRun.result("node0", notStarted, Status.SKIPPED, null, Map.of(), List.of(), false));
    json.hostResult(
        ScriptedRun.result("node1", notStarted, Status.SKIPPED, null, Map.of(), List.of(), false));
    json.recap(List.of(), false);
    List<Map<String, Object>> tasks = at(JsonText.parse(out.text()), "plays", 0, "tasks");
    assertEquals(
        List.of(List.of("node0"), List.of("node1"), List.of("node0", "node1")),
        tasks.stream()
            .map(t -> List.copyOf(JsonCallbackTest.<Map<String, Object>>at(t, "hosts").keySet()))
            .toList());
  }

  /**
   * As Ansible's json callback gets results: the keys an action set to say how to show them, on the
   * task's result or each item's; a result hidden by no_log without its items or _ansible_no_log.
   */
  @Test
  @SuppressWarnings("unchecked")
  void internalKeysAsTheActionSetThemAndHiddenResults() throws Exception {
    TaskHeader debug =
        new TaskHeader(TaskHeader.Kind.TASK, null, "debug", "debug", "/pb/site.yml:3");
    TaskHeader setup =
        new TaskHeader(TaskHeader.Kind.TASK, null, "setup", "setup", "/pb/site.yml:5");
    ScriptedRun.Stdout out = new ScriptedRun.Stdout();
    JsonCallback json = new JsonCallback(out.target(), ScriptedRun.clock(), new Secrets());
    json.playStart("p", List.of("h"));
    json.taskStart(debug);
    Map<String, Object> item = map("msg", 1, "changed", false, "item", 1);
    json.hostResult(result(debug, "1", item, ResultDisplay.ALWAYS, false));
    json.hostResult(
        result(
            debug,
            null,
            map("changed", false, "msg", "All items completed", "results", List.of(item)),
            ResultDisplay.ON_VERBOSE,
            true));
    json.taskStart(setup);
    json.hostResult(result(setup, null, map("changed", false), ResultDisplay.NEVER, false));
    json.taskStart(debug);
    json.hostResult(
        result(
            debug,
            null,
            map("censored", "hidden", "changed", false),
            ResultDisplay.ON_VERBOSE,
            false));
    json.recap(List.of(), false);
    Map<String, Object> doc = (Map<String, Object>) JsonText.parse(out.text());
    assertEquals(
        List.of(
            map(
                "_ansible_item_label",
                "1",
                "_ansible_no_log",
                false,
                "_ansible_verbose_always",
                true,
                "changed",
                false,
                "item",
                1,
                "msg",
                1)),
        at(doc, "plays", 0, "tasks", 0, "hosts", "h", "results"));
    assertFalse(
        JsonCallbackTest.<Map<String, Object>>at(doc, "plays", 0, "tasks", 0, "hosts", "h")
            .containsKey("_ansible_verbose_always"),
        "the loop's own result is not marked");
    assertEquals(true, at(doc, "plays", 0, "tasks", 1, "hosts", "h", "_ansible_verbose_override"));
    assertEquals(
        map("action", "debug", "censored", "hidden", "changed", false),
        at(doc, "plays", 0, "tasks", 2, "hosts", "h"));
  }

  private static HostResult result(
      TaskHeader task,
      String item,
      Map<String, Object> result,
      ResultDisplay display,
      boolean loopSummary) {
    return new HostResult(
        "h",
        task,
        Status.OK,
        item,
        result,
        List.of(),
        List.of(),
        null,
        false,
        loopSummary,
        display,
        null);
  }
}
