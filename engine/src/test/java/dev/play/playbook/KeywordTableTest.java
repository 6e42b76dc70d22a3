package dev.play.playbook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.play.error.PlayError;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/keywords.md covers every keyword ansible-core lists (the copy in {@code
 * resources/keywords/ansible-keywords.txt}, written by {@code tools/ansible-keywords.py}): a row
 * per keyword with Ansible's levels, a status, and tests that exist; and the loader agrees with it,
 * accepting each keyword play implements at the levels Ansible accepts it and refusing it
 * elsewhere, and refusing the keywords the table refuses, naming them. On a role entry, a key that
 * is no role keyword is a role parameter (a variable of the role) in Ansible and in play.
 */
class KeywordTableTest {
  private static final Path ANSIBLE = Path.of("src/test/resources/keywords/ansible-keywords.txt");
  private static final Path TABLE = Path.of("../docs/keywords.md");
  private static final List<String> LEVELS = List.of("play", "role", "block", "task", "handler");
  private static final Set<String> STATUSES = Set.of("implemented", "warned", "refused");
  private static final Pattern ROW =
      Pattern.compile("^\\| `([^`]+)` \\| ([^|]+) \\| (\\w+) \\| (.+) \\| (.+) \\|$");
  private static final Pattern TEST =
      Pattern.compile("`([A-Za-z]+)#(\\w+)(?:\\[(\\w+)])?`|`parity/([\\w-]+)`");

  /** One row of the table. */
  record Row(String keyword, List<String> levels, String status, String tests) {}

  @TempDir Path dir;

  private static Map<String, List<String>> ansible() throws IOException {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (String line : Files.readAllLines(ANSIBLE)) {
      if (!line.startsWith("#") && !line.isBlank()) {
        String[] parts = line.split(" ");
        out.put(parts[0], parts[1].equals("none") ? List.of() : List.of(parts[1].split(",")));
      }
    }
    return out;
  }

  private static Map<String, Row> table() throws IOException {
    Map<String, Row> rows = new LinkedHashMap<>();
    for (String line : Files.readAllLines(TABLE)) {
      Matcher m = ROW.matcher(line);
      if (m.matches()) {
        String levels = m.group(2).strip();
        rows.put(
            m.group(1),
            new Row(
                m.group(1),
                levels.equals("none")
                    ? List.of()
                    : Arrays.stream(levels.split(",")).map(String::strip).toList(),
                m.group(3),
                m.group(5)));
      }
    }
    return rows;
  }

  @Test
  void everyAnsibleKeywordHasARowWithItsLevelsAStatusAndTestsThatExist() throws Exception {
    Map<String, List<String>> ansible = ansible();
    Map<String, Row> table = table();
    assertTrue(ansible.size() > 60, "the keyword list is too short: " + ansible.keySet());
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, List<String>> k : ansible.entrySet()) {
      Row row = table.get(k.getKey());
      if (row == null) {
        problems.add(k.getKey() + ": no row in docs/keywords.md");
        continue;
      }
      if (!row.levels().equals(k.getValue())) {
        problems.add(k.getKey() + ": levels " + row.levels() + ", Ansible's are " + k.getValue());
      }
      if (!STATUSES.contains(row.status())) {
        problems.add(k.getKey() + ": status '" + row.status() + "' is none of " + STATUSES);
      }
      problems.addAll(missingTests(row));
    }
    Set<String> extra = new TreeSet<>(table.keySet());
    extra.removeAll(ansible.keySet());
    if (!extra.isEmpty()) {
      problems.add("rows for keywords Ansible does not list: " + extra);
    }
    assertEquals(List.of(), problems);
  }

  /** The tests a row names that do not exist; a row must name at least one. */
  private static List<String> missingTests(Row row) throws IOException {
    List<String> missing = new ArrayList<>();
    Matcher m = TEST.matcher(row.tests());
    boolean any = false;
    while (m.find()) {
      any = true;
      String problem =
          m.group(4) != null
              ? parityCase(m.group(4))
              : testMethod(m.group(1), m.group(2), m.group(3));
      if (problem != null) {
        missing.add(row.keyword() + ": " + problem);
      }
    }
    if (!any) {
      missing.add(row.keyword() + ": names no test");
    }
    return missing;
  }

  private static String parityCase(String name) {
    return Files.exists(Path.of("src/test/resources/parity", name, "site.yml"))
        ? null
        : "no parity case " + name;
  }

  /** Null when test class {@code simple}'s method exists (and, for a case name, the case too). */
  private static String testMethod(String simple, String method, String caseName)
      throws IOException {
    Path file;
    try (var files = Files.walk(Path.of("src/test/java"))) {
      file =
          files
              .filter(p -> p.getFileName().toString().equals(simple + ".java"))
              .findFirst()
              .orElse(null);
    }
    if (file == null) {
      return "no test class " + simple;
    }
    String className =
        Path.of("src/test/java").relativize(file).toString().replace('/', '.').replace(".java", "");
    try {
      Class<?> c = Class.forName(className);
      Method found =
          Arrays.stream(c.getDeclaredMethods())
              .filter(x -> x.getName().equals(method))
              .findFirst()
              .orElse(null);
      if (found == null
          || Arrays.stream(found.getAnnotations())
              .map(a -> a.annotationType().getSimpleName())
              .noneMatch(a -> a.endsWith("Test") || a.equals("TestFactory"))) {
        return "no test method " + simple + "#" + method;
      }
      java.lang.reflect.Field cases = caseName == null ? null : c.getDeclaredField("CASES");
      if (cases != null) {
        cases.setAccessible(true);
      }
      if (cases != null && !((Map<?, ?>) cases.get(null)).containsKey(caseName)) {
        return "no case " + caseName + " in " + simple;
      }
      return null;
    } catch (ReflectiveOperationException e) {
      return "cannot read " + className + ": " + e;
    }
  }

  @Test
  void everyImplementedKeywordIsAcceptedWhereAnsibleAcceptsItAndRefusedElsewhere()
      throws Exception {
    Map<String, List<String>> ansible = ansible();
    List<String> problems = new ArrayList<>();
    for (Row row : table().values()) {
      if (row.status().equals("refused") || !ansible.containsKey(row.keyword())) {
        continue;
      }
      for (String level : LEVELS) {
        boolean ansibleAccepts = ansible.get(row.keyword()).contains(level);
        String error = load(row.keyword(), level);
        if (ansibleAccepts && error != null) {
          problems.add(row.keyword() + " on a " + level + " is refused: " + error);
        } else if (!ansibleAccepts && error == null && !level.equals("role")) {
          problems.add(row.keyword() + " on a " + level + " is accepted, Ansible refuses it");
        }
      }
    }
    assertEquals(List.of(), problems);
  }

  @Test
  void refusedKeywordsAreRefusedWhereWritten() throws Exception {
    for (Row row : table().values()) {
      if (row.status().equals("refused")) {
        for (String level : LEVELS.stream().filter(l -> !l.equals("role")).toList()) {
          String error = load(row.keyword(), level);
          assertTrue(
              error != null
                  && error.contains(row.keyword())
                  && error.matches("(?s).*pb\\.yml:\\d+:\\d+.*"),
              row.keyword() + " on a " + level + ": " + error);
        }
      }
    }
  }

  @Test
  void theKeywordNamesTheLoaderKnowsAreAllInTheTable() throws Exception {
    Set<String> known = new TreeSet<>();
    known.addAll(KeywordNames.PLAY);
    known.addAll(KeywordNames.BLOCK);
    known.addAll(KeywordNames.ROLE_ENTRY);
    known.addAll(KeywordNames.HANDLER);
    known.removeIf(k -> k.startsWith("with_"));
    known.removeAll(Set.of("local_action", "role")); // a form of action; the role entry's name
    known.removeAll(table().keySet());
    assertEquals(Set.of(), known, "keywords the loader accepts without a row in docs/keywords.md");
  }

  /**
   * Null when {@code keyword} with a sample value loads at {@code level}, else the error's text.
   */
  private String load(String keyword, String level) throws IOException {
    Files.createDirectories(dir.resolve("roles/r/tasks"));
    Files.writeString(dir.resolve("roles/r/tasks/main.yml"), "- debug: {msg: hi}\n");
    Path pb = Files.writeString(dir.resolve("pb.yml"), KeywordSamples.playbook(keyword, level));
    try {
      new PlaybookLoader(dev.play.vault.VaultContext.none(), List.of()).load(pb);
      return null;
    } catch (PlayError e) {
      return e.render();
    } catch (RuntimeException e) {
      fail(keyword + " on a " + level + " crashed the loader", e);
      return null;
    }
  }
}
