package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.output.TerminalControls;
import dev.play.value.JsonText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node that sends terminal control sequences (a window title, a clear screen, a colour, a
 * carriage return, a one-character C1 CSI) in its standard output and error, in a local fact, in
 * the name of a file a task writes (so in its diff), in a loop item, a task's name and a failure's
 * {@code msg}, on the local connection: the console shows them escaped (no control character of the
 * node's reaches it, with colours off or on), and {@code --summary-json} and {@code --events} keep
 * the exact text (docs/security.md, "Terminal safety").
 */
class TerminalSafetyRunTest {
  /** What the node sends. */
  private static final String EVIL = "\u001b]0;pwned\u0007\u001b[2J\u001b[31mred\r\u009b31m";

  /** How the console shows it. */
  private static final String SHOWN = "\\x1b]0;pwned\\x07\\x1b[2J\\x1b[31mred\\r\\u009b31m";

  /** The same bytes for {@code printf}: ESC, BEL and CR, and U+009B in UTF-8 (C2 9B). */
  private static final String PRINTF = "\\033]0;pwned\\007\\033[2J\\033[31mred\\r\\302\\23331m";

  private static final String PLAYBOOK =
      """
      - hosts: all
        gather_facts: false
        tasks:
          - name: the node prints it
            shell: printf '%s'; printf '%s' >&2
            check_mode: false
            register: out
          - name: a local fact holds it
            setup:
              fact_path: ROOT/facts.d
              gather_subset: ['!all']
          - name: a file's name holds it
            copy:
              content: "{{ out.stdout }}\\n"
              dest: "ROOT/f{{ out.stdout }}"
          - debug: var=ansible_local
          - name: "named {{ out.stdout }}"
            debug: msg=x
          - debug: msg="item"
            loop: ["{{ out.stderr }}"]
          - name: its message holds it
            fail:
              msg: "{{ out.stdout }}"
      """
          .formatted(PRINTF, PRINTF);

  @TempDir Path dir;

  @BeforeEach
  void localFact() throws IOException {
    Files.createDirectories(dir.resolve("facts.d"));
    Files.writeString(
        dir.resolve("facts.d/evil.fact"),
        "{\"evil\": \"\\u001b]0;pwned\\u0007\\u001b[2J\\u001b[31mred\\r\\u009b31m\"}\n");
  }

  private PlayRun play(String... options) throws IOException {
    return new RunDir(dir).play("localhost ansible_connection=local\n", PLAYBOOK, options);
  }

  @Test
  void theConsoleShowsItEscapedWithoutColours() throws IOException {
    PlayRun run = play("-v", "--diff");
    assertEquals(2, run.exitCode(), run.all());
    TerminalControls.assertNone(run.out());
    TerminalControls.assertNone(run.err());
    assertTrue(run.out().contains("\"stdout\": \"" + EVIL_IN_JSON + "\""), run.out());
    assertTrue(run.out().contains("\"stderr\": \"" + EVIL_IN_JSON + "\""), run.out());
    assertTrue(run.out().contains("\"evil\": \"" + EVIL_IN_JSON + "\""), run.out());
    assertTrue(run.out().contains("\"msg\": \"" + EVIL_IN_JSON + "\""), run.out());
    assertTrue(run.out().contains("(item=" + SHOWN + ")"), run.out());
    assertTrue(run.out().contains("TASK [named " + SHOWN + "] *"), run.out());
    assertTrue(run.out().contains("+++ " + dir + "/f" + SHOWN + "\n"), run.out());
    assertTrue(run.out().contains("+" + SHOWN + "\n"), run.out());
    assertTrue(Files.exists(dir.resolve("f" + EVIL)), "the file has the node's name");
  }

  /** The result's JSON on the console: every control character as JSON writes it. */
  private static final String EVIL_IN_JSON =
      "\\u001b]0;pwned\\u0007\\u001b[2J\\u001b[31mred\\r\\u009b31m";

  @Test
  void withColoursEveryEscapeSequenceIsPlaysOwn() throws IOException {
    Assumptions.assumeTrue(
        System.getenv("NO_COLOR") == null && !"dumb".equals(System.getenv("TERM")),
        "colours are off in this environment");
    String was = System.getProperty("play.tty");
    System.setProperty("play.tty", "true");
    try {
      PlayRun run = play("-v", "--diff", "--check");
      assertEquals(2, run.exitCode(), run.all());
      assertTrue(run.out().contains("\u001b[0;31m"), "play's own colours are on:\n" + run.out());
      TerminalControls.assertOnlyOwn(run.out());
      TerminalControls.assertOnlyOwn(run.err());
      assertTrue(run.out().contains("CHECK SUMMARY"), run.out());
      assertTrue(run.out().contains("        +++ " + dir + "/f" + SHOWN + "\n"), run.out());
    } finally {
      if (was == null) {
        System.clearProperty("play.tty");
      } else {
        System.setProperty("play.tty", was);
      }
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void theJsonOutputsKeepTheExactText() throws Exception {
    Path summary = dir.resolve("summary.json");
    Path events = dir.resolve("events.jsonl");
    Path junit = dir.resolve("junit.xml");
    PlayRun run =
        play(
            "--diff",
            "--summary-json",
            summary.toString(),
            "--events",
            events.toString(),
            "--junit",
            junit.toString());
    assertEquals(2, run.exitCode(), run.all());
    for (Path file : List.of(summary, events, junit)) {
      TerminalControls.assertNone(Files.readString(file));
    }

    Map<String, Object> doc = (Map<String, Object>) JsonText.parse(Files.readString(summary));
    Map<String, Object> problem = ((List<Map<String, Object>>) doc.get("problems")).get(0);
    assertEquals(EVIL, problem.get("msg"));
    String unified = allText(doc).filter(s -> s.startsWith("--- " + dir)).findFirst().orElseThrow();
    assertTrue(unified.contains("+++ " + dir + "/f" + EVIL + "\n"), unified);

    List<Map<String, Object>> lines = new ArrayList<>();
    for (String line : Files.readAllLines(events)) {
      lines.add((Map<String, Object>) JsonText.parse(line));
    }
    Map<String, Object> printed = result(lines, "the node prints it");
    assertEquals(EVIL, printed.get("stdout"));
    assertEquals(EVIL, printed.get("stderr"));
    Map<String, Object> facts =
        (Map<String, Object>) result(lines, "a local fact holds it").get("ansible_facts");
    assertEquals(Map.of("evil", Map.of("evil", EVIL)), facts.get("ansible_local"));
    assertEquals(EVIL, result(lines, "its message holds it").get("msg"));
    assertTrue(lines.stream().anyMatch(e -> EVIL.equals(e.get("item"))), "the loop item, exact");

    DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(junit.toFile());
  }

  /**
   * What play says outside a run's output escapes them too: an error naming a file, a warning
   * quoting an inventory, and {@code play inventory} (its graph as shown text, its JSON as JSON
   * escapes, which keep the value).
   */
  @Test
  void errorsWarningsAndTheInventoryCommandShowThemEscaped() throws Exception {
    String evil = "\u001b]0;pwned\u0007\u009b31m"; // no [ or CR: a host name in an INI file
    String shown = "\\x1b]0;pwned\\x07\\u009b31m";
    Path inventory = Files.writeString(dir.resolve("hosts.ini"), "[nodes]\nnode" + evil + "\n");
    PlayRun missing = PlayRun.of("-i", inventory.toString(), dir.resolve("p" + EVIL).toString());
    assertEquals(4, missing.exitCode(), missing.all());
    TerminalControls.assertNone(missing.all());
    assertTrue(missing.err().contains("p" + SHOWN), missing.all());

    PlayRun graph = PlayRun.of("inventory", "-i", inventory.toString(), "--graph");
    assertEquals(0, graph.exitCode(), graph.all());
    TerminalControls.assertNone(graph.all());
    assertTrue(graph.out().contains("node" + shown), graph.all());

    PlayRun list = PlayRun.of("inventory", "-i", inventory.toString(), "--list");
    assertEquals(0, list.exitCode(), list.all());
    TerminalControls.assertNone(list.all());
    Map<?, ?> nodes = (Map<?, ?>) ((Map<?, ?>) JsonText.parse(list.out())).get("nodes");
    assertEquals(List.of("node" + evil), nodes.get("hosts"), "the JSON keeps the exact name");

    PlayRun warned = PlayRun.of("inventory", "-i", inventory.toString(), "--host", "x" + EVIL);
    TerminalControls.assertNone(warned.all());
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> result(List<Map<String, Object>> events, String task) {
    return events.stream()
        .filter(e -> "host_result".equals(e.get("type")) && task.equals(e.get("task")))
        .map(e -> (Map<String, Object>) e.get("result"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no result of " + task + " in " + events));
  }

  /** Every string in {@code json}, at any depth. */
  private static Stream<String> allText(Object json) {
    if (json instanceof Map<?, ?> m) {
      return m.values().stream().flatMap(TerminalSafetyRunTest::allText);
    }
    if (json instanceof List<?> l) {
      return l.stream().flatMap(TerminalSafetyRunTest::allText);
    }
    return json instanceof String s ? Stream.of(s) : Stream.empty();
  }
}
