package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.vault.Vault;
import dev.play.vault.VaultSecret;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A vaulted value goes through every path that prints: debug (var and msg), a registered result
 * printed, a --diff of a file holding it, a failed assert, a failed task's message, the JSON
 * summary, the json callback, the event stream, the JUnit report and the HTML and Markdown reports,
 * at -vvvv, in check mode and for real. Its bytes appear nowhere but in the task's own destination
 * file, unless --show-secrets asks for them.
 */
class SecretsRunTest {
  private static final String SECRET = "hunter2-very-secret";
  private static final VaultSecret PASSWORD =
      new VaultSecret("default", "pw-for-test".getBytes(StandardCharsets.UTF_8));
  @TempDir Path dir;

  /**
   * {@code pw.txt}, the vault's password, and {@code secrets.yml}, vaulted: {@code db_password}.
   */
  private void vaulted(String yamlValue) throws Exception {
    Files.writeString(dir.resolve("pw.txt"), "pw-for-test\n");
    Files.writeString(
        dir.resolve("secrets.yml"),
        Vault.encrypt(
            ("db_password: " + yamlValue + "\n").getBytes(StandardCharsets.UTF_8), PASSWORD));
  }

  private Path playbook() throws Exception {
    vaulted(SECRET);
    return Files.writeString(
        dir.resolve("site.yml"),
        """
        - hosts: localhost
          connection: local
          gather_facts: false
          vars_files: [secrets.yml]
          tasks:
            - debug: {var: db_password}
            - debug: {msg: "the password is {{ db_password }}"}
            - command: echo {{ db_password }}
              register: echoed
              changed_when: false
              check_mode: false
            - debug: {var: echoed}
            - copy: {dest: "{{ out }}/app.conf", content: "password = {{ db_password }}\\n"}
            - assert: {that: ["db_password == 'other'"]}
              ignore_errors: true
            - fail: {msg: "cannot use {{ db_password }}"}
              ignore_errors: true
        """);
  }

  @Test
  void noOutputShowsAVaultedValue() throws Exception {
    Path site = playbook();
    Path out = Files.createDirectories(dir.resolve("out"));
    for (String mode : new String[] {"--check", "-v"}) {
      Path json = dir.resolve("summary" + mode + ".json");
      PlayRun run =
          PlayRun.of(
              "-i",
              "localhost,",
              "--vault-password-file",
              dir.resolve("pw.txt").toString(),
              "-vvvv",
              "--diff",
              mode,
              "--summary-json",
              json.toString(),
              "-e",
              "out=" + out,
              site.toString());
      assertEquals(0, run.exitCode(), run.all());
      assertFalse(run.all().contains(SECRET), mode + ":\n" + run.all());
      assertTrue(run.out().contains("********"), run.all());
      assertFalse(Files.readString(json).contains(SECRET), Files.readString(json));
    }
    assertEquals(
        "password = " + SECRET + "\n",
        Files.readString(out.resolve("app.conf")),
        "the destination gets the value");
  }

  @Test
  void noReportForToolsShowsAVaultedValue() throws Exception {
    Path site = playbook();
    Path events = dir.resolve("events.jsonl");
    Path junit = dir.resolve("junit.xml");
    PlayRun run =
        PlayRun.of(
            "-i",
            "localhost,",
            "--vault-password-file",
            dir.resolve("pw.txt").toString(),
            "--diff",
            "--stdout-callback",
            "json",
            "--events",
            events.toString(),
            "--junit",
            junit.toString(),
            "-e",
            "out=" + Files.createDirectories(dir.resolve("out")),
            site.toString());
    assertEquals(0, run.exitCode(), run.all());
    for (String text : List.of(run.out(), Files.readString(events), Files.readString(junit))) {
      assertFalse(text.contains(SECRET), text);
      assertTrue(text.contains("the password is ********"), text);
    }
  }

  @Test
  void neitherReportShowsAVaultedValueNorANoLogTasksValues() throws Exception {
    Path site = playbook();
    Files.writeString(
        site,
        Files.readString(site)
            + """
            - copy: {dest: "{{ out }}/token", content: "token {{ 'plain-but-no-log' }}\\n"}
              no_log: true
        """);
    Path html = dir.resolve("report.html");
    Path md = dir.resolve("report.md");
    for (String mode : new String[] {"--check", "-v"}) {
      PlayRun run =
          PlayRun.of(
              "-i",
              "localhost,",
              "--vault-password-file",
              dir.resolve("pw.txt").toString(),
              "--diff",
              mode,
              "--report",
              html.toString(),
              "--report",
              md.toString(),
              "-e",
              "out=" + Files.createDirectories(dir.resolve("out")),
              site.toString());
      assertEquals(0, run.exitCode(), run.all());
      for (Path report : List.of(html, md)) {
        String text = Files.readString(report);
        assertFalse(text.contains(SECRET), mode + " " + report + ":\n" + text);
        assertFalse(text.contains("plain-but-no-log"), mode + " " + report + ":\n" + text);
        assertTrue(text.contains("app.conf"), "the change itself is in " + report);
      }
    }
  }

  /**
   * A vaulted value holding a quote, a backslash and a letter other than ASCII reads escaped where
   * a structure is shown as JSON: an item's label, a mapping in a message, {@code to_json}, a
   * result at {@code -v}. None of its forms is shown.
   */
  @Test
  void aVaultedValueWithAQuoteIsMaskedWhereJsonEscapesIt() throws Exception {
    vaulted("'s\"é\\cret-" + SECRET + "'");
    Path site =
        Files.writeString(
            dir.resolve("site.yml"),
            """
            - hosts: localhost
              connection: local
              gather_facts: false
              vars_files: [secrets.yml]
              tasks:
                - debug: {msg: "{{ item.name }}"}
                  loop: [{name: db, password: "{{ db_password }}"}]
                - debug: {msg: "{{ {'password': db_password} }}"}
                - debug: {msg: "{{ {'password': db_password} | to_json }}"}
                - set_fact: {user: {password: "{{ db_password }}"}}
                - debug: {var: user}
            """);
    PlayRun run =
        PlayRun.of(
            "-i",
            "localhost,",
            "--vault-password-file",
            dir.resolve("pw.txt").toString(),
            "-v",
            site.toString());
    assertEquals(0, run.exitCode(), run.all());
    assertFalse(run.all().contains(SECRET), run.all());
    assertTrue(run.out().contains("********"), run.all());
  }

  @Test
  void showSecretsShowsThem() throws Exception {
    Path site = playbook();
    PlayRun run =
        PlayRun.of(
            "-i",
            "localhost,",
            "--vault-password-file",
            dir.resolve("pw.txt").toString(),
            "--show-secrets",
            "--check",
            "-e",
            "out=" + dir,
            site.toString());
    assertTrue(run.out().contains("the password is " + SECRET), run.all());
  }
}
