package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each inheritable keyword written once at every level Ansible accepts it (play, role entry, block,
 * task) reaches the task it encloses and does there what Ansible does, on this machine. The
 * keywords that need SSH hosts ({@code remote_user}, {@code port}, {@code become*}) are in {@code
 * ConnectionKeywordsTest}; docs/keywords.md names these cases ({@link KeywordTableTest}).
 */
class KeywordLevelsTest {
  /** Where a keyword is written. */
  enum Level {
    PLAY,
    ROLE,
    BLOCK,
    TASK
  }

  /**
   * One keyword's case: its value, the task it encloses, tasks after it (at play level, outside the
   * keyword), the inventory, extra command-line arguments and what must hold afterwards.
   */
  record Case(
      String value, String task, String after, String inventory, List<String> args, Check check) {
    Case(String value, String task, Check check) {
      this(value, task, "", LOCAL, List.of(), check);
    }

    Case after(String tasks) {
      return new Case(value, task, tasks, inventory, args, check);
    }

    Case inventory(String text) {
      return new Case(value, task, after, text, args, check);
    }

    Case args(String... more) {
      return new Case(value, task, after, inventory, List.of(more), check);
    }
  }

  /** What must hold after the run with the keyword at {@code level}. */
  interface Check {
    void verify(PlayRun r, Path dir, Level level) throws IOException;
  }

  private static final String LOCAL =
      "[nodes]\nh1 ansible_connection=local\nh2 ansible_connection=local\n";
  private static final String NOWHERE =
      "[nodes]\nn1.invalid ansible_ssh_retries=0 ansible_ssh_timeout=3\n";

  /** h1 runs the play; h2, outside it, is delegated to. */
  private static final String DELEGATE =
      "[nodes]\nh1 ansible_connection=local\n[others]\nh2 ansible_connection=local\n";

  private static final List<Level> ALL = List.of(Level.PLAY, Level.ROLE, Level.BLOCK, Level.TASK);
  private static final List<Level> NOT_PLAY = List.of(Level.ROLE, Level.BLOCK, Level.TASK);

  /**
   * The cases, by keyword; docs/keywords.md names them as {@code
   * KeywordLevelsTest#inherited[keyword]}.
   */
  static final Map<String, Case> CASES =
      Map.ofEntries(
          Map.entry(
              "check_mode",
              new Case(
                  "true",
                  "file: {path: ROOT/made, state: touch}",
                  (r, d, l) ->
                      assertTrue(Files.notExists(d.resolve("made")), "check_mode ran the task"))),
          Map.entry(
              "diff",
              new Case(
                  "true",
                  "copy: {content: \"new line\\n\", dest: ROOT/f}",
                  (r, d, l) -> assertTrue(r.out().contains("+new line"), "no diff shown"))),
          Map.entry(
              "ignore_errors",
              new Case(
                  "true",
                  "command: /bin/false",
                  (r, d, l) -> {
                    assertEquals(0, r.exitCode());
                    assertTrue(r.out().contains("...ignoring"));
                  })),
          // with -v: a hidden result is no longer always shown, as debug's is (Ansible's callback)
          Map.entry(
              "no_log",
              new Case(
                      "true",
                      "debug: {msg: the-secret}",
                      (r, d, l) -> {
                        assertTrue(!r.out().contains("the-secret"), "no_log showed the value");
                        assertTrue(r.out().contains("censored"), "no_log said nothing");
                      })
                  .args("-v")),
          Map.entry(
              "environment",
              new Case(
                  "{PLAY_KW: from-the-level}",
                  "shell: echo $PLAY_KW > ROOT/env",
                  (r, d, l) ->
                      assertEquals("from-the-level\n", Files.readString(d.resolve("env"))))),
          Map.entry(
              "timeout",
              new Case(
                  "1",
                  "command: sleep 5\n  ignore_errors: true",
                  (r, d, l) ->
                      assertTrue(
                          r.out().contains("failed to execute in the expected time frame (1)")))),
          Map.entry(
              "connection",
              new Case(
                      "local",
                      "file: {path: ROOT/made, state: touch}",
                      (r, d, l) ->
                          assertTrue(Files.exists(d.resolve("made")), "the task did not run here"))
                  .inventory(NOWHERE)),
          Map.entry(
              "run_once",
              new Case(
                  "true",
                  "shell: echo {{ inventory_hostname }} >> ROOT/once",
                  (r, d, l) -> assertEquals(List.of("h1"), Files.readAllLines(d.resolve("once"))))),
          Map.entry(
              "delegate_to",
              new Case(
                      "h2",
                      "set_fact: {mark: \"{{ inventory_hostname }}\"}\n  delegate_facts: true",
                      (r, d, l) -> assertEquals("h1\nh1\n", Files.readString(d.resolve("marks"))))
                  .after(
                      "- copy: {content: \"{{ hostvars.h2.mark }}\\n{{ hostvars.h2.mark }}\\n\", dest: ROOT/marks}")
                  .inventory(DELEGATE)),
          Map.entry(
              "delegate_facts",
              new Case(
                      "true",
                      "set_fact: {mark: \"{{ inventory_hostname }}\"}\n  delegate_to: h2",
                      (r, d, l) -> assertEquals("h1", Files.readString(d.resolve("mark"))))
                  .after("- copy: {content: \"{{ hostvars.h2.mark }}\", dest: ROOT/mark}")
                  .inventory(DELEGATE)),
          Map.entry(
              "tags",
              new Case(
                      "[picked]",
                      "file: {path: ROOT/tagged, state: touch}",
                      (r, d, l) -> {
                        assertTrue(Files.exists(d.resolve("tagged")));
                        // a play's tags are every task's, the one after included
                        assertEquals(l == Level.PLAY, Files.exists(d.resolve("untagged")));
                      })
                  .after("- file: {path: ROOT/untagged, state: touch}")
                  .args("-t", "picked")),
          Map.entry(
              "when",
              new Case(
                  "false",
                  "file: {path: ROOT/made, state: touch}",
                  (r, d, l) -> assertTrue(Files.notExists(d.resolve("made"))))),
          Map.entry(
              "vars",
              new Case(
                  "{v: from-the-level}",
                  "copy: {content: \"{{ v }}\", dest: ROOT/v}",
                  (r, d, l) -> assertEquals("from-the-level", Files.readString(d.resolve("v"))))),
          Map.entry(
              "any_errors_fatal",
              new Case(
                      "true",
                      "command: \"{{ 'false' if inventory_hostname == 'h1' else 'true' }}\"",
                      (r, d, l) -> assertTrue(Files.notExists(d.resolve("after-h2")), "h2 went on"))
                  .after("- file: {path: \"ROOT/after-{{ inventory_hostname }}\", state: touch}")),
          Map.entry(
              "ignore_unreachable",
              new Case(
                      "true",
                      "command: \"true\"",
                      (r, d, l) ->
                          assertTrue(
                              Files.exists(d.resolve("after")),
                              "the unreachable host left the play"))
                  .after("- file: {path: ROOT/after, state: touch}\n  connection: local")
                  .inventory(NOWHERE)),
          Map.entry(
              "throttle",
              new Case(
                  "1",
                  "shell: mkdir ROOT/lock && sleep 0.5 && rmdir ROOT/lock",
                  (r, d, l) -> assertEquals(0, r.exitCode(), "two hosts ran at once"))));

  /** The levels Ansible accepts each keyword at (when and delegate_* are not play keywords). */
  private static List<Level> levels(String keyword) {
    return List.of("when", "delegate_to", "delegate_facts").contains(keyword) ? NOT_PLAY : ALL;
  }

  static Stream<Arguments> cases() {
    List<Arguments> out = new ArrayList<>();
    CASES.keySet().stream()
        .sorted()
        .forEach(k -> levels(k).forEach(l -> out.add(Arguments.of(k, l))));
    return out.stream();
  }

  @TempDir Path dir;

  @ParameterizedTest(name = "{0} on the {1}")
  @MethodSource("cases")
  void inherited(String keyword, Level level) throws IOException {
    Case c = CASES.get(keyword);
    String line = keyword + ": " + c.value();
    Files.createDirectories(dir.resolve("roles/r/tasks"));
    Files.writeString(dir.resolve("roles/r/tasks/main.yml"), "- " + root(c.task()) + "\n");
    PlayRun r =
        PlayRun.in(dir, c.inventory(), playbook(level, line, c), c.args().toArray(String[]::new));
    c.check().verify(r, dir, level);
  }

  private String root(String text) {
    return text.replace("ROOT", dir.toString());
  }

  /** The play with {@code line} (the keyword) written at {@code level}. */
  private static String playbook(Level level, String line, Case c) {
    StringBuilder pb = new StringBuilder("- hosts: nodes\n  gather_facts: false\n");
    if (level == Level.PLAY) {
      pb.append("  ").append(line).append('\n');
    }
    if (level == Level.ROLE) {
      pb.append("  roles:\n    - role: r\n      ").append(line).append('\n');
    }
    pb.append("  tasks:\n");
    switch (level) {
      case PLAY -> pb.append(indent("- " + c.task(), 4));
      case BLOCK ->
          pb.append("    - block:\n")
              .append(indent("- " + c.task(), 8))
              .append("      ")
              .append(line)
              .append('\n');
      case TASK -> pb.append(indent("- " + c.task() + "\n  " + line, 4));
      case ROLE -> {}
    }
    pb.append(indent(c.after(), 4));
    return pb.toString();
  }

  private static String indent(String text, int spaces) {
    if (text.isEmpty()) {
      return "";
    }
    String pad = " ".repeat(spaces);
    return text.lines().map(l -> pad + l).reduce((a, b) -> a + "\n" + b).orElse("") + "\n";
  }
}
