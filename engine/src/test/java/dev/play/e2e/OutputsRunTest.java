package dev.play.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.play.value.JsonText;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The outputs for tools and CI from a real run on the local connection: the {@code json} stdout
 * callback (compared with what ansible-playbook 2.14 printed for the same playbook), the event
 * stream, the JUnit report, and the option errors.
 */
class OutputsRunTest {
  private static final Path CASE = Path.of("src/test/resources/e2e/outputs").toAbsolutePath();

  /**
   * Keys only Ansible has: the play's path; module arguments, interpreter discovery, copy's upload
   * in results.
   */
  private static final Set<String> ANSIBLE_ONLY =
      Set.of(".plays[].play.path", "invocation", "ansible_facts", "md5sum", "src");

  /** Keys only play's have: why a task was skipped (Ansible 2.15's), a diff's before_header. */
  private static final Set<String> PLAY_ONLY = Set.of("false_condition", "before_header");

  @TempDir Path dir;

  private PlayRun play(String... options) {
    List<String> args =
        new ArrayList<>(List.of("-c", "local", "-i", "localhost,", "-e", "out=" + dir));
    args.addAll(List.of(options));
    args.add(CASE.resolve("site.yml").toString());
    return PlayRun.of(args.toArray(String[]::new));
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
  void theJsonCallbackPrintsOneDocumentInAnsiblesShape() throws Exception {
    PlayRun run = play("--diff", "--stdout-callback", "json");
    assertEquals(0, run.exitCode(), run.all());
    Object json = JsonText.parse(run.out());
    Object ansible = JsonText.parse(Files.readString(CASE.resolve("ansible-json.json")));
    assertEquals(keyPaths(ansible, ANSIBLE_ONLY), keyPaths(json, PLAY_ONLY));
    List<Map<String, Object>> tasks = at(json, "plays", 0, "tasks");
    List<Map<String, Object>> expected = at(ansible, "plays", 0, "tasks");
    for (int i = 0; i < expected.size(); i++) {
      assertEquals((Object) at(expected.get(i), "task", "name"), at(tasks.get(i), "task", "name"));
      for (String key : List.of("action", "msg", "rc", "stdout")) {
        assertEquals(
            (Object) at(expected.get(i), "hosts", "localhost", key),
            at(tasks.get(i), "hosts", "localhost", key),
            key + " of task " + i);
      }
      for (String flag : List.of("changed", "failed", "skipped")) {
        assertEquals(
            Boolean.TRUE.equals(at(expected.get(i), "hosts", "localhost", flag)),
            Boolean.TRUE.equals(at(tasks.get(i), "hosts", "localhost", flag)),
            flag + " of task " + i);
      }
    }
    assertTrue(at(tasks.get(0), "task", "path").toString().endsWith("outputs/site.yml:8"));
    assertFalse(run.out().contains("PLAY RECAP") || run.err().contains("PLAY RECAP"), run.all());
  }

  /**
   * Every key's path ({@code .plays[].tasks[].hosts.*.changed}; list indexes and host names left
   * out), without the keys of {@code ignored} (by name or by path) and without {@code failed:
   * false}, which means what no {@code failed} means.
   */
  private static Set<String> keyPaths(Object json, Set<String> ignored) {
    Set<String> out = new TreeSet<>();
    collect(json, "", ignored, out);
    return out;
  }

  private static void collect(Object json, String path, Set<String> ignored, Set<String> out) {
    if (json instanceof Map<?, ?> m) {
      m.forEach(
          (k, v) -> {
            if (!ignored.contains(k)
                && !ignored.contains(path + "." + k)
                && !(k.equals("failed") && Boolean.FALSE.equals(v))) {
              String key = path.endsWith(".hosts") || path.equals(".stats") ? "*" : k.toString();
              out.add(path + "." + key);
              collect(v, path + "." + key, ignored, out);
            }
          });
    } else if (json instanceof List<?> l) {
      l.forEach(v -> collect(v, path + "[]", ignored, out));
    }
  }

  @Test
  void theStatsAreAnsiblesButForTheChangedCountOfAnIgnoredFailure() throws Exception {
    Map<String, Object> stats =
        at(JsonText.parse(play("--stdout-callback", "json").out()), "stats", "localhost");
    Map<String, Object> ansible =
        at(
            JsonText.parse(Files.readString(CASE.resolve("ansible-json.json"))),
            "stats",
            "localhost");
    // Ansible counts the ignored failure, whose result says changed, as changed too (4); play's
    // recap does not (3)
    stats.remove("changed");
    ansible.remove("changed");
    assertEquals(ansible, stats);
  }

  @Test
  @SuppressWarnings("unchecked")
  void theEventStreamHasALineOfJsonPerEvent() throws Exception {
    Path file = dir.resolve("events.jsonl");
    PlayRun run = play("--events", file.toString());
    assertEquals(0, run.exitCode(), run.all());
    assertTrue(run.out().contains("PLAY RECAP"), "the console stays on stdout");
    List<Map<String, Object>> events = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      events.add((Map<String, Object>) JsonText.parse(line));
    }
    assertEquals("play_start", events.get(0).get("type"));
    assertEquals("recap", events.get(events.size() - 1).get("type"));
    assertEquals(
        List.of("Say hi", "Write a file", "Skipped", "Loop", "Show", "Ignored failure"),
        events.stream()
            .filter(e -> e.get("type").equals("host_result"))
            .map(e -> e.get("task"))
            .toList());
    assertEquals(2, events.stream().filter(e -> e.get("type").equals("item_result")).count());
    PlayRun toStdout = play("--events", "-");
    assertTrue(toStdout.out().lines().allMatch(l -> l.startsWith("{\"type\": ")), toStdout.out());
    assertTrue(toStdout.err().contains("PLAY RECAP"), "the console moves to stderr");
  }

  @Test
  void theJunitReportHasACasePerTaskAndHost() throws Exception {
    Path file = dir.resolve("junit.xml");
    PlayRun run = play("--junit", file.toString());
    assertEquals(0, run.exitCode(), run.all());
    Element suite =
        (Element)
            DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(Files.readAllBytes(file)))
                .getElementsByTagName("testsuite")
                .item(0);
    assertEquals(
        List.of("site", "6", "0", "0", "1"),
        List.of(
            suite.getAttribute("name"),
            suite.getAttribute("tests"),
            suite.getAttribute("failures"),
            suite.getAttribute("errors"),
            suite.getAttribute("skipped")));
    NodeList cases = suite.getElementsByTagName("testcase");
    Element first = (Element) cases.item(0);
    assertEquals("[localhost] Outputs: Say hi", first.getAttribute("name"));
    assertEquals(CASE.resolve("site.yml") + ":8", first.getAttribute("classname"));
  }

  @Test
  void badOutputOptionsExitFiveNamingTheOption() {
    PlayRun unknown = play("--stdout-callback", "yaml");
    assertEquals(5, unknown.exitCode(), unknown.all());
    assertEquals(
        "--stdout-callback: error: unknown stdout callback 'yaml'; play has: default, json\n",
        unknown.err());
    PlayRun both = play("--stdout-callback", "json", "--events", "-");
    assertEquals(5, both.exitCode(), both.all());
    assertTrue(
        both.err()
            .contains(
                "only one output can go to standard output, not the json stdout callback and --events -"),
        both.all());
    PlayRun nowhere = play("--junit", dir.resolve("missing/junit.xml").toString());
    assertEquals(5, nowhere.exitCode(), nowhere.all());
    assertTrue(PlayRun.of("--help").out().contains("--stdout-callback=NAME"));
  }
}
