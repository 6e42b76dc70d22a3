package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --report FILE.html} on a real run: the page holds the run's changes, its hosts and a
 * host that did not finish, and loads nothing from elsewhere; a value that is no .html file, or
 * whose directory is missing, is refused before anything runs (exit 5).
 */
class ReportRunTest {
  private static final String INVENTORY = """
      dead ansible_host=127.0.0.1 ansible_port=1 ansible_ssh_retries=0
      h1 ansible_connection=local
      """;

  @TempDir Path dir;

  @Test
  void aCheckRunWritesTheHtmlReport() throws Exception {
    RunDir run = new RunDir(dir);
    Path target = dir.resolve("motd.txt");
    String playbook = """
        - name: Site
          hosts: all
          gather_facts: false
          tasks:
            - name: Write the banner
              copy: {dest: %s, content: "welcome\\n"}
        """.formatted(target);
    Path html = dir.resolve("report.html");
    PlayRun r = run.play(INVENTORY, playbook, "--check", "--diff", "--report", html.toString());
    assertEquals(3, r.exitCode(), r.all());
    String page = Files.readString(html);
    assertTrue(page.startsWith("<!DOCTYPE html>") || page.startsWith("<!doctype html>"), page.substring(0, 40));
    assertTrue(page.contains("Write the banner"), "the task is in the page");
    assertTrue(page.contains("h1") && page.contains("dead"), "both hosts are named");
    assertTrue(page.contains(target.toString()), "the change's file is in the page");
    assertFalse(page.contains("src=\"http") || page.contains("href=\"http"), "nothing is loaded from elsewhere");
    assertFalse(Files.exists(target), "check mode changed nothing");
  }

  @Test
  void aReportThatIsNoHtmlFileOrWhoseDirectoryIsMissingIsRefusedBeforeTheRun() throws Exception {
    RunDir run = new RunDir(dir);
    String playbook = "- hosts: h1\n  gather_facts: false\n  tasks:\n    - debug: {msg: hi}\n";
    PlayRun md = run.play("h1 ansible_connection=local\n", playbook, "--report", dir.resolve("r.md").toString());
    assertEquals(5, md.exitCode(), md.all());
    assertTrue(md.err().contains("--report: " + dir.resolve("r.md") + " is not an .html file"), md.all());
    PlayRun missing = run.play("h1 ansible_connection=local\n", playbook, "--report",
        dir.resolve("no/such/r.html").toString());
    assertEquals(5, missing.exitCode(), missing.all());
    assertTrue(missing.err().contains("--report: directory"), missing.all());
    assertFalse(missing.out().contains("TASK ["), "nothing ran");
  }
}
