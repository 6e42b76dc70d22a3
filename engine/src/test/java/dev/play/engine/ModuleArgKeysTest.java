package dev.play.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A module's arguments reach it as through JSON (string keys); set_fact's keep their keys' types.
 */
class ModuleArgKeysTest {
  private static Map<String, Object> args() {
    Map<Object, Object> labels = new LinkedHashMap<>();
    labels.put(17, "a");
    labels.put(true, "b");
    labels.put(null, "c");
    labels.put(1.5, "d");
    Map<String, Object> args = new LinkedHashMap<>();
    args.put("labels", labels);
    args.put("list", List.of(Map.of(2, "e")));
    return args;
  }

  @Test
  void aModulesMappingsHaveStringKeysAsJsonWritesThem() {
    Map<String, Object> out = ModuleArgKeys.of("community.docker.docker_container", args());
    assertEquals(
        List.of("17", "true", "null", "1.5"),
        List.copyOf(((Map<?, ?>) out.get("labels")).keySet()));
    assertEquals(List.of(Map.of("2", "e")), out.get("list"));
  }

  @Test
  void dataActionsAndStringKeysAreLeftAsTheyAre() {
    Map<String, Object> args = args();
    assertSame(args, ModuleArgKeys.of("ansible.builtin.set_fact", args));
    Map<String, Object> plain = Map.of("a", Map.of("b", List.of("c")));
    assertSame(plain, ModuleArgKeys.of("ansible.builtin.copy", plain));
  }
}
