package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.error.Suggest;
import dev.play.value.Maps;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads a play's {@code vars_prompt}: a list of mappings, each naming a variable. */
final class VarPromptParser {
  private static final Set<String> KEYS =
      Set.of(
          "name",
          "prompt",
          "private",
          "default",
          "confirm",
          "encrypt",
          "salt",
          "salt_size",
          "unsafe");
  private static final int SALT_SIZE = 8;

  private VarPromptParser() {}

  static List<VarPrompt> parse(Located yaml, Map<String, Object> play) {
    Object value = play.get("vars_prompt");
    if (value == null) {
      return List.of();
    }
    Source at = yaml.keySource(play, "vars_prompt");
    if (!(value instanceof List<?> list)) {
      throw PlayError.parse(at, "'vars_prompt' must be a list of prompts, each with a name");
    }
    List<VarPrompt> out = new ArrayList<>();
    for (Object entry : list) {
      out.add(prompt(yaml, entry, at));
    }
    return out;
  }

  private static VarPrompt prompt(Located yaml, Object entry, Source listAt) {
    Source at =
        entry instanceof Map<?, ?> || entry instanceof List<?> ? yaml.sourceOf(entry) : listAt;
    if (!(entry instanceof Map<?, ?> raw)) {
      throw PlayError.parse(at, "a vars_prompt entry must be a mapping with a name");
    }
    Map<String, Object> m = Maps.cast(raw);
    for (String key : m.keySet()) {
      if (!KEYS.contains(key)) {
        throw PlayError.parse(
            yaml.keySource(m, key),
            "unknown vars_prompt key '" + key + "'" + Suggest.didYouMean(key, KEYS));
      }
    }
    if (!(m.get("name") instanceof String name) || name.isBlank()) {
      throw PlayError.parse(at, "a vars_prompt entry needs a name");
    }
    String prompt = m.get("prompt") == null ? name : String.valueOf(m.get("prompt"));
    return new VarPrompt(
        name,
        prompt,
        flag(yaml, m, "private", true),
        m.get("default"),
        flag(yaml, m, "confirm", false),
        text(m.get("encrypt")),
        text(m.get("salt")),
        saltSize(yaml, m),
        flag(yaml, m, "unsafe", false),
        at);
  }

  private static boolean flag(Located yaml, Map<String, Object> m, String key, boolean fallback) {
    Object v = m.get(key);
    if (v == null) {
      return fallback;
    }
    if (!(v instanceof Boolean b)) {
      throw PlayError.parse(
          yaml.keySource(m, key),
          "vars_prompt '" + key + "' must be true or false, got '" + v + "'");
    }
    return b;
  }

  private static int saltSize(Located yaml, Map<String, Object> m) {
    Object v = m.get("salt_size");
    if (v == null) {
      return SALT_SIZE;
    }
    if (!(v instanceof Integer n) || n < 1 || n > 64) {
      throw PlayError.parse(
          yaml.keySource(m, "salt_size"),
          "vars_prompt 'salt_size' must be a number from 1 to 64, got '" + v + "'");
    }
    return n;
  }

  private static String text(Object v) {
    return v == null ? null : String.valueOf(v);
  }
}
