package dev.play.jinja;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.gson.Gson;
import dev.play.expr.ValueFormat;
import dev.play.template.Templater;
import dev.play.vars.Layer;
import dev.play.vars.LayeredScope;
import dev.play.vars.Scope;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.yaml.snakeyaml.Yaml;

/**
 * Renders every case of {@code jinja/corpus.yml} as Ansible would (a template file, or a task
 * value) and compares with what ansible-core 2.14 itself gave ({@code expected-ansible-2.14.json},
 * made by {@code tools/jinja/expect.py}). A case named in {@code play-gaps.txt} is one play does
 * not yet render as Ansible does: it must still differ (remove it from the list once it passes);
 * every other case must match.
 */
class JinjaCorpusTest {
  private static final Path DIR = Path.of("src/test/resources/jinja");

  @TestFactory
  Stream<DynamicTest> corpus() throws IOException {
    Map<String, Object> corpus = new Yaml().load(Files.readString(DIR.resolve("corpus.yml")));
    @SuppressWarnings("unchecked")
    Map<String, Map<String, Object>> expected =
        new Gson().fromJson(Files.readString(DIR.resolve("expected-ansible-2.14.json")), Map.class);
    List<String> gaps = gaps();
    @SuppressWarnings("unchecked")
    Scope scope =
        new LayeredScope(
            List.of(new Layer("corpus", (Map<String, Object>) corpus.get("vars"), true)));
    Templater templater = new Templater();
    List<DynamicTest> tests = new ArrayList<>();
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> cases = (List<Map<String, Object>>) corpus.get("cases");
    for (Map<String, Object> c : cases) {
      String name = (String) c.get("name");
      tests.add(
          DynamicTest.dynamicTest(
              name,
              () -> {
                String got = outcome(templater, scope, c);
                String want = wanted(expected.get(name));
                if (gaps.contains(name)) {
                  if (want.equals(got)) {
                    fail(name + " now renders as Ansible does: remove it from play-gaps.txt");
                  }
                } else {
                  assertEquals(want, got, name + ": " + c.get("template"));
                }
              }));
    }
    return tests.stream();
  }

  /** What play gives, as comparable text: the output, the value's repr, or "error". */
  private static String outcome(Templater templater, Scope scope, Map<String, Object> c) {
    String template = (String) c.get("template");
    try {
      if ("value".equals(c.get("mode"))) {
        Object v = templater.render(template, scope);
        return v instanceof String s ? "str " + s : "value " + ValueFormat.repr(v);
      }
      return "str " + templater.renderText(template, scope, "corpus", JinjaCorpusTest::include);
    } catch (RuntimeException e) {
      return "error";
    }
  }

  private static String wanted(Map<String, Object> expected) {
    if (expected.containsKey("error")) {
      return "error";
    }
    Object out = expected.get("out");
    return out instanceof String s ? "str " + s : "value " + ValueFormat.repr(integral(out));
  }

  /** JSON numbers arrive as doubles: whole ones back to integers, as Python had them. */
  private static Object integral(Object v) {
    if (v instanceof Double d && d == Math.rint(d) && !Double.isInfinite(d)) {
      return d.longValue() == (int) d.longValue()
          ? (Object) (int) d.longValue()
          : (Object) d.longValue();
    } else if (v instanceof List<?> l) {
      return l.stream().map(JinjaCorpusTest::integral).toList();
    } else if (v instanceof Map<?, ?> m) {
      Map<Object, Object> out = new LinkedHashMap<>();
      m.forEach((k, x) -> out.put(k, integral(x)));
      return out;
    }
    return v;
  }

  private static JinjaTemplate include(String name) {
    Path file = DIR.resolve("templates").resolve(name);
    try {
      return Files.isRegularFile(file)
          ? Jinja.parse(Files.readString(file, StandardCharsets.UTF_8), name, null)
          : null;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static List<String> gaps() throws IOException {
    List<String> out = new ArrayList<>();
    for (String line : Files.readAllLines(DIR.resolve("play-gaps.txt"))) {
      String name = line.replaceAll("#.*", "").strip();
      if (!name.isEmpty()) {
        out.add(name);
      }
    }
    return out;
  }
}
