package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.value.JsonText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code --check} run where one host cannot be reached and one fails: the CHECK SUMMARY and the
 * summary JSON name them as not finished rather than saying nothing would change, and the JSON
 * (format 2) has each task's outcome per host and the problems.
 */
class CheckSummaryRunTest {
  private static final String INVENTORY =
      """
      dead ansible_host=127.0.0.1 ansible_port=1 ansible_ssh_retries=0
      h1 ansible_connection=local
      h2 ansible_connection=local
      """;
  private static final String PLAYBOOK =
      """
      - name: Site
        hosts: all
        gather_facts: false
        roles:
          - base
        tasks:
          - name: Broken on h2
            fail: {msg: broken}
            when: inventory_hostname == 'h2'
          - name: Ignored
            fail: {msg: ignored}
            ignore_errors: true
          - block:
              - name: Try
                fail: {msg: rescue me}
            rescue:
              - name: Recover
                debug: {msg: recovered}
      """;

  @TempDir Path dir;

  @Test
  @SuppressWarnings("unchecked")
  void unreachableAndFailedHostsAreNotFinishedAndTheJsonSaysWhatEachTaskDid() throws Exception {
    RunDir run = new RunDir(dir);
    run.write("roles/base/tasks/main.yml", "- name: Reach\n  ping:\n");
    Path json = dir.resolve("summary.json");
    PlayRun r = run.play(INVENTORY, PLAYBOOK, "--check", "--summary-json", json.toString());
    assertEquals(2, r.exitCode(), r.all());

    String summary =
        r.out().substring(r.out().indexOf("CHECK SUMMARY"), r.out().indexOf("PLAY RECAP"));
    assertTrue(
        summary.lines().toList().get(1).startsWith("not finished: dead (unreachable: "), summary);
    assertEquals(
        "not finished: h2 (failed at task \"Broken on h2\")",
        summary.lines().toList().get(2),
        summary);
    assertFalse(summary.contains("nothing would change"), summary);
    assertTrue(summary.contains("no changes on the hosts that finished: h1\n"), summary);
    assertTrue(
        summary.contains("role base\n  no changes on h1\n  not finished: dead, h2\n"), summary);

    Map<String, Object> doc = (Map<String, Object>) JsonText.parse(Files.readString(json));
    assertEquals(2L, ((Number) doc.get("format")).longValue());
    assertEquals(List.of(dir.resolve("pb.yml").toString()), doc.get("playbooks"));
    assertEquals(List.of(dir.resolve("hosts.ini").toString()), doc.get("inventory"));
    assertEquals(List.of("dead", "h2"), doc.get("unfinished"));
    List<Map<String, Object>> tasks = (List<Map<String, Object>>) doc.get("tasks");
    Map<String, Object> outcomes =
        tasks.stream().collect(Collectors.toMap(t -> (String) t.get("task"), t -> t.get("hosts")));
    assertEquals(
        Map.of(
            "Reach", Map.of("dead", "unreachable", "h1", "ok", "h2", "ok"),
            "Broken on h2", Map.of("h1", "skipped", "h2", "failed"),
            "Ignored", Map.of("h1", "ignored"),
            "Try", Map.of("h1", "rescued"),
            "Recover", Map.of("h1", "ok")),
        outcomes);
    assertEquals(
        List.of("Reach", "Broken on h2", "Ignored", "Try", "Recover"),
        tasks.stream().map(t -> t.get("task")).toList());
    assertEquals("roles/base/tasks/main.yml:1", tasks.get(0).get("path"));
    assertEquals("base", tasks.get(0).get("role"));
    List<Map<String, Object>> problems = (List<Map<String, Object>>) doc.get("problems");
    assertEquals(
        List.of("dead unreachable Reach", "h2 failed Broken on h2"),
        problems.stream()
            .map(p -> p.get("host") + " " + p.get("status") + " " + p.get("task"))
            .toList());
    assertEquals("broken", problems.get(1).get("msg"));
  }

  @Test
  @SuppressWarnings("unchecked")
  void hostsThatAnyErrorsFatalStoppedAreNotFinished() throws Exception {
    RunDir run = new RunDir(dir);
    Path json = dir.resolve("summary.json");
    PlayRun r =
        run.play(
            "h1 ansible_connection=local\nh2 ansible_connection=local\n",
            """
        - hosts: all
          gather_facts: false
          any_errors_fatal: true
          tasks:
            - name: Broken on h1
              fail: {msg: broken}
              when: inventory_hostname == 'h1'
            - name: Never reached
              copy: {dest: "%s/{{ inventory_hostname }}", content: "x"}
        """
                .formatted(dir),
            "--check",
            "--summary-json",
            json.toString());
    assertEquals(2, r.exitCode(), r.all());
    String summary =
        r.out().substring(r.out().indexOf("CHECK SUMMARY"), r.out().indexOf("PLAY RECAP"));
    assertTrue(summary.contains("not finished: h1 (failed at task \"Broken on h1\")\n"), summary);
    assertTrue(
        summary.contains("not finished: h2 (any_errors_fatal: the play stopped after h1 failed)\n"),
        summary);
    assertFalse(
        summary.contains("nothing would change") || summary.contains("no changes on"), summary);
    Map<String, Object> doc = (Map<String, Object>) JsonText.parse(Files.readString(json));
    assertEquals(List.of("h1", "h2"), doc.get("unfinished"));
  }
}
