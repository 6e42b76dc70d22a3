package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.collection.InstalledCollections;
import dev.play.error.Source;
import dev.play.module.Module;
import dev.play.module.ModuleRegistry;
import dev.play.module.catalog.BuiltinModules;
import dev.play.playbook.ModuleDefaults;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.yaml.snakeyaml.Yaml;

/**
 * {@code names/module_defaults.yaml}: the module_defaults of each level, a task's action and
 * arguments, and the arguments its module gets ({@link ActionNames} resolves the keys, with play's
 * modules only; {@link DefaultsMerge} applies them), or the error of a key.
 */
class ModuleDefaultsCasesTest {
  private final ModuleRegistry registry = BuiltinModules.registry();
  private final ActionNames names = new ActionNames(registry, new InstalledCollections(List.of()));

  @TestFactory
  Stream<DynamicTest> cases() throws IOException {
    return load().stream().map(c -> DynamicTest.dynamicTest((String) c.get("name"), () -> run(c)));
  }

  @SuppressWarnings("unchecked")
  private void run(Map<String, Object> c) {
    Module module = registry.find((String) c.get("action")).orElseThrow();
    Map<String, Object> args = (Map<String, Object>) c.get("args");
    Object got;
    try {
      got =
          DefaultsMerge.apply(
                  names.resolved(entries((List<Object>) c.get("defaults"))),
                  module.fqcn(),
                  names.groupKeys(module.fqcn()),
                  args)
              .args();
    } catch (IllegalArgumentException e) {
      got = "error: " + e.getMessage();
    }
    assertEquals(c.containsKey("expect") ? c.get("expect") : "error: " + c.get("error"), got);
  }

  /** The levels' mappings, flattened in order, as the loader and inheritance keep them. */
  private static ModuleDefaults entries(List<Object> levels) {
    List<ModuleDefaults.Entry> out = new ArrayList<>();
    for (Object level : levels) {
      for (Object map : level instanceof List<?> list ? list : List.of(level)) {
        ((Map<?, ?>) map)
            .forEach(
                (k, v) -> out.add(new ModuleDefaults.Entry((String) k, v, Source.of("site.yml"))));
      }
    }
    return new ModuleDefaults(out);
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> load() throws IOException {
    try (InputStream in =
        ModuleDefaultsCasesTest.class.getResourceAsStream("/names/module_defaults.yaml")) {
      return (List<Map<String, Object>>) new Yaml().<Map<String, Object>>load(in).get("cases");
    }
  }
}
