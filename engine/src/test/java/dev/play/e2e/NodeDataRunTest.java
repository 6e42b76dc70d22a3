package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a node sends is data (issue 27): a command's output that holds a {@code pipe} lookup (which
 * would create a marker file on the controller) and a Jinja2 loop of a billion turns, registered,
 * is never templated again, in {@code debug} ({@code msg} and {@code var}), {@code set_fact}, a
 * {@code template}, {@code copy}'s {@code content}, {@code when} and a lookup's arguments; nor is a
 * local fact ({@code ansible_local}) holding the same text. The literal text arrives each time and
 * the marker is never made. The node is this machine (the local connection); {@code
 * CraftedFactsRunTest} does the same with gathered facts on a real host.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class NodeDataRunTest {
  @TempDir Path dir;
  private String text;

  @BeforeEach
  void nodeOutput() throws IOException {
    text =
        "{{ lookup('pipe','touch "
            + dir.resolve("pwned")
            + "') }} {% for x in range(10**9) %}x{% endfor %}";
    // the node's file: the command prints it; the playbook never holds the text itself
    Files.writeString(dir.resolve("node.txt"), text + "\n");
  }

  private PlayRun play(String tasks) throws IOException {
    RunDir run = new RunDir(dir);
    PlayRun r =
        run.play(
            "[nodes]\nh1 ansible_connection=local\n",
            """
            - hosts: nodes
              gather_facts: false
              tasks:
                - command: cat ROOT/node.txt
                  register: out
            """
                + tasks.indent(4));
    assertEquals(0, r.exitCode(), r.all());
    assertFalse(Files.exists(dir.resolve("pwned")), "a pipe lookup ran:\n" + r.all());
    return r;
  }

  private String file(String name) throws IOException {
    return Files.readString(dir.resolve(name));
  }

  /** The text as the console's JSON prints it (its quotes escaped). */
  private String printed() {
    return "\"" + text.replace("\"", "\\\"") + "\"";
  }

  @Test
  void debugPrintsTheRegisteredTextAsItCame() throws IOException {
    PlayRun r =
        play(
            """
            - debug: {msg: "{{ out.stdout }}"}
            - debug: {var: out.stdout}
            """);
    assertTrue(r.out().contains("\"msg\": " + printed()), r.all());
    assertTrue(r.out().contains("\"out.stdout\": " + printed()), r.all());
  }

  @Test
  void setFactKeepsTheRegisteredTextForLaterTasks() throws IOException {
    PlayRun r =
        play(
            """
            - set_fact: {again: "{{ out.stdout }}", parts: ["{{ out.stdout }}"]}
            - copy: {content: "{{ again }}|{{ parts[0] }}", dest: ROOT/set_fact.txt}
            - debug: {msg: "{{ again }}"}
            """);
    assertEquals(text + "|" + text, file("set_fact.txt"));
    assertTrue(r.out().contains("\"msg\": " + printed()), r.all());
  }

  @Test
  void aTemplateWritesTheRegisteredText() throws IOException {
    new RunDir(dir).write("templates/show.j2", "node said: {{ out.stdout }}\n");
    play("- template: {src: ROOT/templates/show.j2, dest: ROOT/template.txt}\n");
    assertEquals("node said: " + text + "\n", file("template.txt"));
  }

  @Test
  void copyContentWritesTheRegisteredText() throws IOException {
    play("- copy: {content: \"{{ out.stdout }}\", dest: ROOT/copy.txt}\n");
    assertEquals(text, file("copy.txt"));
  }

  @Test
  void whenComparesTheRegisteredTextAsText() throws IOException {
    PlayRun r =
        play(
            """
            - debug: {msg: whole}
              when: out.stdout == lookup('file', 'ROOT/node.txt')
            - debug: {msg: searched}
              when: out.stdout is search('range\\(10\\*\\*9\\)') and out.stdout | length > 60
            - debug: {msg: never}
              when: out.stdout == ''
            """);
    assertTrue(r.out().contains("\"msg\": \"whole\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"searched\""), r.all());
    assertFalse(r.out().contains("\"msg\": \"never\""), r.all());
  }

  @Test
  void lookupArgumentsTakeTheRegisteredTextAsText() throws IOException {
    new RunDir(dir).write("templates/show.j2", "{{ out.stdout }}");
    PlayRun r =
        play(
            """
            - set_fact: {again: "{{ out.stdout }}"}
            - copy:
                dest: ROOT/lookups.txt
                content: |
                  {{ query('items', out.stdout) | first }}
                  {{ lookup('vars', 'again') }}
                  {{ lookup('template', 'ROOT/templates/show.j2') }}
                  {{ lookup('env', out.stdout) }}.
            """);
    assertEquals(text + "\n" + text + "\n" + text + "\n.\n", file("lookups.txt"), r.all());
  }

  @Test
  void aLocalFactFromTheNodeIsNeverTemplatedAgain() throws IOException {
    new RunDir(dir)
        .write(
            "facts.d/site.fact",
            "{\"motd\": \"" + text.replace("\"", "\\\"") + "\", \"n\": \"{{ 7*7 }}\"}\n");
    PlayRun r =
        new RunDir(dir)
            .play(
                "[nodes]\nh1 ansible_connection=local\n",
                """
                - hosts: nodes
                  fact_path: ROOT/facts.d
                  gather_subset: [min]
                  vars: {expected: !unsafe "{{ 7*7 }}"}
                  tasks:
                    - debug: {msg: "{{ ansible_local.site.n }}"}
                    - copy:
                        content: "{{ ansible_local.site.motd }}|{{ ansible_facts.local.site.n }}"
                        dest: ROOT/fact.txt
                    - debug: {msg: seen}
                      when: ansible_local.site.n == expected
                """);
    assertEquals(0, r.exitCode(), r.all());
    assertTrue(r.out().contains("\"msg\": \"{{ 7*7 }}\""), r.all());
    assertTrue(r.out().contains("\"msg\": \"seen\""), r.all());
    assertEquals(text + "|{{ 7*7 }}", file("fact.txt"));
    assertFalse(Files.exists(dir.resolve("pwned")), r.all());
  }
}
