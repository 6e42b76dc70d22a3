package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.value.JsonText;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code --check} run whose later tasks plan on what an earlier command (not run in check mode)
 * may create: their predicted changes are assumed and say why, in the CHECK SUMMARY, the summary
 * JSON and both reports; a change planned on what an earlier task is known to create stays known,
 * and the real run assumes nothing.
 */
class AssumedPredictionsRunTest {
  private static final String INVENTORY = "h1 ansible_connection=local\n";

  @TempDir Path dir;

  private String playbook() {
    return """
        - hosts: all
          gather_facts: false
          tasks:
            - name: Run the installer
              shell: mkdir -p %1$s/tool
            - name: Tool settings
              copy: {dest: %1$s/tool/settings.conf, content: "a = 1\\n"}
            - name: Known directory
              file: {path: %1$s/known, state: directory}
            - name: Known settings
              copy: {dest: %1$s/known/settings.conf, content: "b = 2\\n"}
            - name: Secret settings
              copy: {dest: %1$s/tool/secret.conf, content: "c = 3\\n"}
              no_log: true
        """
        .formatted(dir.resolve("host"));
  }

  @Test
  @SuppressWarnings("unchecked")
  void changesThatRestOnAnEarlierCommandAreAssumedAndSayWhy() throws Exception {
    RunDir run = new RunDir(dir);
    Path json = dir.resolve("summary.json");
    Path md = dir.resolve("report.md");
    Path html = dir.resolve("report.html");
    PlayRun r =
        run.play(
            INVENTORY,
            playbook(),
            "--check",
            "--summary-json",
            json.toString(),
            "--report",
            md.toString(),
            "--report",
            html.toString());
    assertEquals(0, r.exitCode(), r.all());

    String why =
        "directory "
            + dir.resolve("host/tool")
            + " is not on the host yet; the earlier task “Run the"
            + " installer” (shell), which check mode does not run, may bring it";
    String summary =
        r.out().substring(r.out().indexOf("CHECK SUMMARY"), r.out().indexOf("PLAY RECAP"));
    assertTrue(
        summary.contains(
            "assumed: 2 of 5 predicted changes rest on what an earlier task may bring"),
        summary);
    assertTrue(
        summary.contains(
            "~ Tool settings: write "
                + dir.resolve("host/tool/settings.conf")
                + " (mode 0644)\n"
                + "                 assumed: "
                + why
                + "\n"),
        summary);
    assertTrue(summary.contains("assumed: (why hidden by no_log)"), summary);
    assertEquals(3, summary.split("assumed: ", -1).length - 1, summary);

    Map<String, Object> doc = (Map<String, Object>) JsonText.parse(Files.readString(json));
    List<Map<String, Object>> changes = changes(doc);
    assertEquals(
        List.of(
            "Run the installer",
            "Tool settings",
            "Known directory",
            "Known settings",
            "Secret settings"),
        changes.stream().map(c -> c.get("task")).toList());
    assertEquals(
        List.of(true, false, true, true, false),
        changes.stream().map(c -> c.get("known")).toList());
    assertEquals(List.of(why), changes.get(1).get("assumed"));
    assertEquals(List.of("(why hidden by no_log)"), changes.get(4).get("assumed"));

    String markdown = Files.readString(md);
    assertTrue(markdown.contains("2 changes assumed, not known"), markdown);
    assertTrue(markdown.contains("- **assumed:** directory "), markdown);
    String page = Files.readString(html);
    assertTrue(page.contains("<dt>predictions</dt><dd>3 known, 2 assumed"), page);
    assertTrue(page.contains("id=\"filter-prediction\""), page);
    assertFalse(Files.readString(json).contains("c = 3"), "no_log content leaked");
  }

  @Test
  @SuppressWarnings("unchecked")
  void theRealRunAssumesNothing() throws Exception {
    RunDir run = new RunDir(dir);
    Path json = dir.resolve("summary.json");
    PlayRun r = run.play(INVENTORY, playbook(), "--summary-json", json.toString());
    assertEquals(0, r.exitCode(), r.all());
    Map<String, Object> doc = (Map<String, Object>) JsonText.parse(Files.readString(json));
    assertEquals(
        List.of(true, true, true, true, true),
        changes(doc).stream().map(c -> c.get("known")).toList());
    assertTrue(Files.isRegularFile(dir.resolve("host/tool/settings.conf")));
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> changes(Map<String, Object> doc) {
    List<Map<String, Object>> roles = (List<Map<String, Object>>) doc.get("roles");
    List<Map<String, Object>> hosts = (List<Map<String, Object>>) roles.get(0).get("hosts");
    return (List<Map<String, Object>>) hosts.get(0).get("changes");
  }
}
