package dev.play.module;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.play.collection.ActionResolver;
import dev.play.collection.InstalledCollections;
import dev.play.lookup.LookupException;
import dev.play.lookup.Lookups;
import dev.play.module.catalog.BuiltinModules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.yaml.snakeyaml.Yaml;

/**
 * {@code names/resolve.yaml}: a module name and the collections a task searches, and the native
 * module it means ({@code expect}, fully qualified) or the error ({@code error}); and lookup names
 * ({@code type: lookup}), which collections do not change. Cases marked {@code installed} resolve
 * with the collections Debian's ansible installs too, when they are there.
 */
class ModuleNamesCasesTest {
  private static final Path INSTALLED =
      Path.of("/usr/lib/python3/dist-packages/ansible_collections");
  private final ModuleRegistry registry = BuiltinModules.registry();

  @TestFactory
  Stream<DynamicTest> cases() throws IOException {
    return load("/names/resolve.yaml").stream()
        .map(c -> DynamicTest.dynamicTest(title(c), () -> run(c)));
  }

  private void run(Map<String, Object> c) {
    String name = (String) c.get("name");
    List<String> collections = strings(c.get("collections"));
    String want = c.containsKey("expect") ? (String) c.get("expect") : "error: " + c.get("error");
    if ("lookup".equals(c.get("type"))) {
      assertEquals(want, lookup(name, want.length()));
      return;
    }
    if (Boolean.TRUE.equals(c.get("installed"))) {
      assumeTrue(Files.isDirectory(INSTALLED), "no collections in " + INSTALLED);
      assertEquals(want, withInstalled().resolve(name, collections).orElse("nothing"));
      return;
    }
    String got =
        registry
            .find(name, collections)
            .map(Module::fqcn)
            .orElseGet(() -> "error: " + registry.unknownModuleMessage(name, collections));
    assertEquals(want, got);
  }

  /** Resolution over play's modules, then the collections installed in {@link #INSTALLED}. */
  private ActionResolver withInstalled() {
    InstalledCollections installed = new InstalledCollections(List.of(INSTALLED));
    ModuleNames names = registry.names();
    return new ActionResolver(
        names.actions().then(installed.plugins(ModuleNames.ACTION_TYPE)),
        names.modules().then(installed.plugins(ModuleNames.TYPE)));
  }

  /** The lookup's name, or the start of the error ({@code length} characters). */
  private static String lookup(String name, int length) {
    try {
      return Lookups.find(name).fqcn();
    } catch (LookupException e) {
      String error = "error: " + e.getMessage();
      return error.substring(0, Math.min(length, error.length()));
    }
  }

  private static String title(Map<String, Object> c) {
    return c.get("name") + (c.containsKey("collections") ? " in " + c.get("collections") : "");
  }

  @SuppressWarnings("unchecked")
  private static List<String> strings(Object value) {
    return value == null ? List.of() : (List<String>) value;
  }

  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> load(String resource) throws IOException {
    try (InputStream in = ModuleNamesCasesTest.class.getResourceAsStream(resource)) {
      Map<String, Object> file = new Yaml().load(in);
      return (List<Map<String, Object>>) file.get("cases");
    }
  }
}
