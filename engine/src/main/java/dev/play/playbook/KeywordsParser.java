package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.error.Suggest;
import dev.play.value.Maps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the keyword keys of one YAML mapping (task, block, play, role entry) into {@link Keywords}.
 */
final class KeywordsParser {
  private static final Set<String> LOOP_CONTROL_KEYS =
      Set.of("loop_var", "label", "index_var", "pause", "extended", "extended_allitems");

  private final Located yaml;
  private final Map<String, Object> original;
  private final Map<String, Object> entry;

  private KeywordsParser(Located yaml, Map<String, Object> entry) {
    this(yaml, entry, entry);
  }

  private KeywordsParser(Located yaml, Map<String, Object> original, Map<String, Object> entry) {
    this.yaml = yaml;
    this.original = original;
    this.entry = entry;
  }

  /** The keywords set in {@code entry}; keys that are not keywords are ignored here. */
  static Keywords parse(Located yaml, Map<String, Object> entry) {
    return new KeywordsParser(yaml, entry).keywords();
  }

  /**
   * As {@link #parse(Located, Map)}, reading {@code entry} without the keys in {@code skip} and
   * with {@code extra} added (positions of the original keys are kept).
   */
  static Keywords parse(
      Located yaml, Map<String, Object> entry, Set<String> skip, Map<String, Object> extra) {
    Map<String, Object> view = new LinkedHashMap<>(entry);
    view.keySet().removeAll(skip);
    view.putAll(extra);
    return new KeywordsParser(yaml, entry, view).keywords();
  }

  private Keywords keywords() {
    KeywordValues.check(entry, this::at);
    String loopKind = loopKind();
    return new Keywords(
        conditions("when"),
        tags(),
        entry.containsKey("vars") ? vars(yaml, original, "vars") : Map.of(),
        entry.get("ignore_errors"),
        entry.get("ignore_unreachable"),
        entry.get("no_log"),
        entry.get("become"),
        entry.get("become_user"),
        entry.get("become_method"),
        entry.get("check_mode"),
        entry.get("diff"),
        entry.get("delegate_to"),
        entry.get("run_once"),
        entry.get("throttle"),
        entry.get("any_errors_fatal"),
        loopKind,
        loopKind == null ? null : entry.get(loopKind),
        loopControl(),
        register(),
        strings("notify"),
        strings("listen"),
        entry.containsKey("changed_when") ? conditions("changed_when") : null,
        entry.containsKey("failed_when") ? conditions("failed_when") : null,
        entry.containsKey("until") ? conditions("until") : null,
        entry.get("retries"),
        entry.get("delay"),
        other());
  }

  private Source at(String key) {
    return yaml.keySource(original, key);
  }

  /** A condition: a string, a boolean ("true"/"false"), a number, or a list of those. */
  private List<String> conditions(String key) {
    Object value = entry.get(key);
    List<String> out = new ArrayList<>();
    for (Object item : value instanceof List<?> list ? list : Arrays.asList(value)) {
      if (item == null) {
        continue;
      }
      if (item instanceof Map<?, ?> || item instanceof List<?>) {
        throw PlayError.parse(
            at(key),
            "'"
                + key
                + "' must be a condition or a list of conditions, got a "
                + TypeNames.of(item));
      }
      out.add(item instanceof Boolean b ? b.toString() : String.valueOf(item));
    }
    return out;
  }

  /** Tags: a comma-separated string or a list. */
  private List<String> tags() {
    Object value = entry.get("tags");
    if (value instanceof String s) {
      return Arrays.stream(s.split(",")).map(String::strip).filter(t -> !t.isEmpty()).toList();
    }
    return strings("tags");
  }

  /** A string or a list of scalars (notify, listen, tags). */
  private List<String> strings(String key) {
    Object value = entry.get(key);
    List<String> out = new ArrayList<>();
    for (Object item : value instanceof List<?> list ? list : Arrays.asList(value)) {
      if (item instanceof Map<?, ?> || item instanceof List<?>) {
        throw PlayError.parse(
            at(key),
            "'" + key + "' must be a string or a list of strings, got a " + TypeNames.of(item));
      }
      if (item != null) {
        out.add(String.valueOf(item));
      }
    }
    return out;
  }

  /** {@code vars:}: a mapping (or, as Ansible still accepts, a list of mappings). */
  static Map<String, Object> vars(Located yaml, Map<String, Object> entry, String key) {
    Object value = entry.get(key);
    if (value == null) {
      return Map.of();
    }
    if (value instanceof Map<?, ?>) {
      return yaml.typedValues(Maps.cast(value));
    }
    if (value instanceof List<?> list && list.stream().allMatch(i -> i instanceof Map<?, ?>)) {
      Map<String, Object> merged = new LinkedHashMap<>();
      list.forEach(i -> merged.putAll(Maps.cast(i)));
      return yaml.typedValues(merged);
    }
    throw PlayError.parse(
        yaml.keySource(entry, key),
        "'" + key + "' must be a mapping, got a " + TypeNames.of(value));
  }

  private String register() {
    Object value = entry.get("register");
    if (value == null) {
      return null;
    }
    if (!(value instanceof String s) || !s.matches("[A-Za-z_][A-Za-z0-9_]*")) {
      throw PlayError.parse(
          at("register"), "'register' must be a valid variable name, got '" + value + "'");
    }
    return s;
  }

  /** The one loop keyword used, or null; unknown {@code with_*} lookups are errors. */
  private String loopKind() {
    List<String> loops = new ArrayList<>();
    for (String key : entry.keySet()) {
      if (key.equals("loop") || key.startsWith("with_")) {
        if (!KeywordNames.isLoop(key)) {
          throw PlayError.parse(
              at(key),
              "unsupported loop '"
                  + key
                  + "'"
                  + Suggest.didYouMean(key, KeywordNames.LOOPS)
                  + "; supported: "
                  + String.join(", ", KeywordNames.LOOPS.stream().sorted().toList()));
        }
        loops.add(key);
      }
    }
    if (loops.size() > 1) {
      throw PlayError.parse(
          at(loops.get(1)),
          "only one loop is allowed per task, found: " + String.join(", ", loops));
    }
    return loops.isEmpty() ? null : loops.get(0);
  }

  private LoopControl loopControl() {
    Object value = entry.get("loop_control");
    if (value == null) {
      return LoopControl.DEFAULT;
    }
    if (!(value instanceof Map<?, ?>)) {
      throw PlayError.parse(at("loop_control"), "'loop_control' must be a mapping");
    }
    Map<String, Object> lc = Maps.cast(value);
    for (String key : lc.keySet()) {
      if (!LOOP_CONTROL_KEYS.contains(key)) {
        throw PlayError.parse(
            yaml.keySource(lc, key),
            "unknown loop_control option '"
                + key
                + "'"
                + Suggest.didYouMean(key, LOOP_CONTROL_KEYS));
      }
    }
    return new LoopControl(
        stringOrNull(lc.get("loop_var")),
        stringOrNull(lc.get("label")),
        stringOrNull(lc.get("index_var")),
        lc.get("pause"),
        Boolean.TRUE.equals(lc.get("extended")));
  }

  private static String stringOrNull(Object value) {
    return value == null ? null : String.valueOf(value);
  }

  private Map<String, Object> other() {
    Map<String, Object> other = new LinkedHashMap<>();
    for (String key : KeywordNames.OTHER) {
      if (entry.containsKey(key)) {
        other.put(key, entry.get(key));
      }
    }
    return ModuleKeywords.checked(yaml, original, other);
  }
}
