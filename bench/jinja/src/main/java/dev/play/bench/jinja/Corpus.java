package dev.play.bench.jinja;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Runs every case of the Jinja2 corpus through each engine and compares it with what Ansible 2.14
 * gave (expected-ansible-2.14.json): a case passes when the engine gives the same text (or, for a
 * task value, the same value, or the text Python prints for it), or fails where Ansible failed.
 * Prints the passes per kind of case and the time per render of the cases every engine passes;
 * writes each engine's failures to OUT/<engine>.txt.
 *   java ... dev.play.bench.jinja.Corpus CORPUS_DIR OUT_DIR
 */
public final class Corpus {
  private static final int WARMUP = 2_000;
  private static final int TIMED = 5_000;

  private Corpus() {}

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[0]);
    Path out = Files.createDirectories(Path.of(args[1]));
    Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
    Map<String, Object> corpus = yaml.load(Files.readString(dir.resolve("corpus.yml")));
    @SuppressWarnings("unchecked")
    Map<String, Object> vars = (Map<String, Object>) corpus.get("vars");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> cases = (List<Map<String, Object>>) corpus.get("cases");
    @SuppressWarnings("unchecked")
    Map<String, Map<String, Object>> expected = (Map<String, Map<String, Object>>) yaml.load(
        Files.readString(dir.resolve("expected-ansible-2.14.json")));
    List<Engine> engines = List.of(new JinjavaEngine(dir.resolve("templates").toFile()), new PlayEngine(dir.resolve("templates")));
    Map<String, List<String>> passed = new LinkedHashMap<>();
    for (Engine e : engines) {
      passed.put(e.name(), fidelity(e, cases, vars, expected, out));
    }
    List<Map<String, Object>> common = cases.stream()
        .filter(c -> !expected.get(name(c)).containsKey("error"))
        .filter(c -> passed.values().stream().allMatch(p -> p.contains(name(c))))
        .toList();
    for (Engine e : engines) {
      System.out.printf("%s: %.1f us per render of the %d cases every engine passes%n", e.name(),
          speed(e, common, vars), common.size());
    }
  }

  private static List<String> fidelity(Engine e, List<Map<String, Object>> cases, Map<String, Object> vars,
      Map<String, Map<String, Object>> expected, Path out) throws IOException {
    Map<String, int[]> kinds = new TreeMap<>();
    List<String> passed = new ArrayList<>();
    try (PrintWriter failures = new PrintWriter(Files.newBufferedWriter(out.resolve(e.name() + ".txt"), StandardCharsets.UTF_8))) {
      for (Map<String, Object> c : cases) {
        Map<String, Object> want = expected.get(name(c));
        Object got;
        boolean ok;
        try {
          got = render(e, c, vars);
          ok = !want.containsKey("error") && same(got, want);
        } catch (Exception | StackOverflowError x) {
          got = "error: " + x.getClass().getSimpleName() + ": " + firstLine(x.getMessage());
          ok = want.containsKey("error");
        }
        int[] k = kinds.computeIfAbsent(kind(name(c)), n -> new int[2]);
        k[1]++;
        if (ok) {
          k[0]++;
          passed.add(name(c));
        } else {
          failures.printf("%s%n  template: %s%n  ansible:  %s%n  %s: %s%n%n", name(c), c.get("template"),
              want.containsKey("error") ? "error: " + want.get("error") : want.get("out"), e.name(), got);
        }
      }
    }
    StringBuilder line = new StringBuilder(e.name() + ": " + passed.size() + "/" + cases.size() + " as Ansible (");
    kinds.forEach((k, v) -> line.append(k).append(' ').append(v[0]).append('/').append(v[1]).append(", "));
    System.out.println(line.substring(0, line.length() - 2) + ")");
    return passed;
  }

  private static double speed(Engine e, List<Map<String, Object>> cases, Map<String, Object> vars) throws Exception {
    for (int i = 0; i < WARMUP; i++) {
      render(e, cases.get(i % cases.size()), vars);
    }
    long start = System.nanoTime();
    for (int i = 0; i < TIMED; i++) {
      render(e, cases.get(i % cases.size()), vars);
    }
    return (System.nanoTime() - start) / 1000.0 / TIMED;
  }

  private static Object render(Engine e, Map<String, Object> c, Map<String, Object> vars) throws Exception {
    String template = (String) c.get("template");
    return "value".equals(c.get("mode")) ? e.value(template, vars) : e.file(template, vars);
  }

  private static boolean same(Object got, Map<String, Object> want) {
    Object out = want.get("out");
    if (out instanceof String s) {
      return s.equals(got);
    }
    return numbersAsLong(out).equals(numbersAsLong(got)) || Objects.equals(want.get("text"), got);
  }

  private static Object numbersAsLong(Object v) {
    if (v instanceof Integer i) {
      return i.longValue();
    } else if (v instanceof List<?> l) {
      return l.stream().map(Corpus::numbersAsLong).toList();
    } else if (v instanceof Map<?, ?> m) {
      Map<Object, Object> copy = new LinkedHashMap<>();
      m.forEach((k, x) -> copy.put(k, numbersAsLong(x)));
      return copy;
    }
    return v == null ? "<None>" : v;
  }

  private static String kind(String name) {
    int dash = name.indexOf('-');
    String prefix = dash < 0 ? name : name.substring(0, dash);
    return switch (prefix) {
      case "f" -> "filters";
      case "t" -> "tests";
      case "v" -> "values";
      case "e" -> "errors";
      case "str", "dict", "list" -> "methods";
      case "print" -> "printing";
      case "if", "for", "set", "comment", "raw", "whitespace", "trim", "lstrip", "trailing", "include", "import",
          "macro", "filter", "with", "jinja2" -> "statements";
      default -> "expressions";
    };
  }

  private static String name(Map<String, Object> c) {
    return (String) c.get("name");
  }

  private static String firstLine(String s) {
    return s == null ? "" : s.lines().findFirst().orElse("");
  }
}
