package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --report FILE.html} and {@code --report FILE.md} on a real run: the page holds the run's
 * changes, its hosts and a host that did not finish, and loads nothing from elsewhere; the Markdown
 * puts the unreachable host first and fits its limit; a value that is no .html or .md file, a
 * directory that is missing, or a Markdown option without a Markdown report is refused before
 * anything runs (exit 5).
 */
class ReportRunTest {
  private static final String INVENTORY =
      """
      dead ansible_host=127.0.0.1 ansible_port=1 ansible_ssh_retries=0
      h1 ansible_connection=local
      """;

  @TempDir Path dir;

  /** A play on every host with one task, {@code name}, writing a banner to {@code target}. */
  private static String banner(String name, Path target) {
    return """
        - name: Site
          hosts: all
          gather_facts: false
          tasks:
            - name: %s
              copy: {dest: %s, content: "welcome\\n"}
        """
        .formatted(name, target);
  }

  @Test
  void aCheckRunWritesTheHtmlReport() throws Exception {
    RunDir run = new RunDir(dir);
    Path target = dir.resolve("motd.txt");
    String playbook = banner("Write the banner", target);
    Path html = dir.resolve("report.html");
    PlayRun r = run.play(INVENTORY, playbook, "--check", "--diff", "--report", html.toString());
    assertEquals(3, r.exitCode(), r.all());
    String page = Files.readString(html);
    assertTrue(
        page.startsWith("<!DOCTYPE html>") || page.startsWith("<!doctype html>"),
        page.substring(0, 40));
    assertTrue(page.contains("Write the banner"), "the task is in the page");
    assertTrue(page.contains("h1") && page.contains("dead"), "both hosts are named");
    assertTrue(page.contains(target.toString()), "the change's file is in the page");
    assertFalse(
        page.contains("src=\"http") || page.contains("href=\"http"),
        "nothing is loaded from elsewhere");
    assertFalse(Files.exists(target), "check mode changed nothing");
  }

  @Test
  void aCheckRunWritesTheMarkdownReportBesideTheHtmlOne() throws Exception {
    RunDir run = new RunDir(dir);
    Path target = dir.resolve("motd.txt");
    String playbook = banner("Write the banner | with <care> & more", target);
    Path md = dir.resolve("pr.md");
    Path html = dir.resolve("report.html");
    PlayRun r =
        run.play(
            INVENTORY,
            playbook,
            "--check",
            "--diff",
            "--report",
            md.toString(),
            "--report",
            html.toString());
    assertEquals(3, r.exitCode(), r.all());
    String text = Files.readString(md);
    assertTrue(text.startsWith("### Dry run of "), text);
    assertTrue(
        text.contains(" (check): 2 hosts, 1 changed, 0 without changes, 1 not finished"), text);
    assertTrue(
        text.contains("| dead | unreachable | "),
        "the unreachable host first, with its message: " + text);
    assertTrue(text.contains("<details><summary>play-level tasks: 1 host changed</summary>"), text);
    assertTrue(
        text.contains("**Write the banner &#124; with &lt;care&gt; &amp; more** (files) on h1\n"),
        text);
    assertTrue(
        text.contains("```diff\n") && text.contains("+welcome\n"), "the diff, fenced: " + text);
    assertTrue(Files.readString(html).contains("Write the banner"), "the HTML report as well");
    assertFalse(Files.exists(target), "check mode changed nothing");
  }

  @Test
  void aSmallLimitCutsTheMarkdownAndNamesTheHtmlReport() throws Exception {
    RunDir run = new RunDir(dir);
    StringBuilder tasks = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      tasks
          .append("    - name: File ")
          .append(i)
          .append("\n      copy: {dest: ")
          .append(dir.resolve("f" + i))
          .append(", content: \"")
          .append("line\\n".repeat(30))
          .append("\"}\n");
    }
    String playbook = "- hosts: h1\n  gather_facts: false\n  tasks:\n" + tasks;
    Path md = dir.resolve("pr.md");
    PlayRun r =
        run.play(
            "h1 ansible_connection=local\n",
            playbook,
            "--check",
            "--diff",
            "--report",
            md.toString(),
            "--report",
            dir.resolve("full.html").toString(),
            "--report-max-chars",
            "3000");
    assertEquals(0, r.exitCode(), r.all());
    String text = Files.readString(md);
    assertTrue(text.length() <= 3000, text.length() + "");
    assertTrue(text.contains("**Left out** to stay within the size of a comment: "), text);
    assertTrue(text.endsWith("The full report: " + dir.resolve("full.html") + ".\n"), text);
  }

  @Test
  void aReportThatIsNoHtmlOrMarkdownFileOrWhoseDirectoryIsMissingIsRefusedBeforeTheRun()
      throws Exception {
    RunDir run = new RunDir(dir);
    String playbook = "- hosts: h1\n  gather_facts: false\n  tasks:\n    - debug: {msg: hi}\n";
    PlayRun txt =
        run.play(
            "h1 ansible_connection=local\n", playbook, "--report", dir.resolve("r.txt").toString());
    assertEquals(5, txt.exitCode(), txt.all());
    assertTrue(
        txt.err().contains("--report: " + dir.resolve("r.txt") + " is not an .html or .md file"),
        txt.all());
    PlayRun missing =
        run.play(
            "h1 ansible_connection=local\n",
            playbook,
            "--report",
            dir.resolve("no/such/r.md").toString());
    assertEquals(5, missing.exitCode(), missing.all());
    assertTrue(missing.err().contains("--report: directory"), missing.all());
    assertFalse(missing.out().contains("TASK ["), "nothing ran");
  }

  @Test
  void theMarkdownOptionsWithoutAMarkdownReportAreRefused() throws Exception {
    RunDir run = new RunDir(dir);
    String playbook = "- hosts: h1\n  gather_facts: false\n  tasks:\n    - debug: {msg: hi}\n";
    PlayRun split =
        run.play(
            "h1 ansible_connection=local\n",
            playbook,
            "--report",
            dir.resolve("r.html").toString(),
            "--report-split");
    assertEquals(5, split.exitCode(), split.all());
    assertTrue(
        split.err().contains("--report-split: only for a Markdown report (--report FILE.md)"),
        split.all());
    PlayRun max = run.play("h1 ansible_connection=local\n", playbook, "--report-max-chars", "9000");
    assertEquals(5, max.exitCode(), max.all());
    assertTrue(
        max.err().contains("--report-max-chars: only for a Markdown report (--report FILE.md)"),
        max.all());
    assertFalse(max.out().contains("TASK ["), "nothing ran");
  }
}
