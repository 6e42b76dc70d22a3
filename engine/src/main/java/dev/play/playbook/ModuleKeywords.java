package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.value.Maps;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Checks the keywords that name modules, {@code collections} and {@code module_defaults}, where
 * they are read (play, role entry, block, task), and keeps them in {@link Keywords#other} in the
 * shape the engine uses: the search list ({@link CollectionSearch}) and {@link ModuleDefaults}. A
 * keyword written with no value is as if not written. Whether the names resolve is checked by the
 * engine, which knows the modules.
 */
final class ModuleKeywords {
  private static final String MODULE_DEFAULTS = "module_defaults";
  private static final String SHAPE =
      "'module_defaults' must be a mapping, or a list of mappings, from static action,"
          + " module or group names to their defaults (only the values may be templates, as in"
          + " 'ping: \"{{ ping_defaults }}\"'), got a ";

  private final Located yaml;
  private final Map<String, Object> entry;

  private ModuleKeywords(Located yaml, Map<String, Object> entry) {
    this.yaml = yaml;
    this.entry = entry;
  }

  /**
   * {@code other} (the raw keywords of {@code entry}) with these two keywords checked and
   * converted.
   */
  static Map<String, Object> checked(
      Located yaml, Map<String, Object> entry, Map<String, Object> other) {
    ModuleKeywords k = new ModuleKeywords(yaml, entry);
    k.convert(other, CollectionSearch.KEYWORD, k.collections(other.get(CollectionSearch.KEYWORD)));
    k.convert(other, MODULE_DEFAULTS, k.moduleDefaults(other.get(MODULE_DEFAULTS)));
    return other;
  }

  /**
   * Refuses {@code module_defaults} on {@code include_tasks} and {@code include_role}, as Ansible
   * does (their keywords do not reach the included tasks).
   */
  static void refuseOnInclude(Located yaml, Map<String, Object> task, String action) {
    if (!task.containsKey(MODULE_DEFAULTS)) {
      return;
    }
    String kind =
        TaskAction.is(action, "include_tasks")
            ? "TaskInclude"
            : TaskAction.is(action, "include_role") ? "IncludeRole" : null;
    if (kind != null) {
      throw PlayError.parse(
          yaml.keySource(task, MODULE_DEFAULTS),
          "'module_defaults' is not a valid attribute for a "
              + kind
              + ": set it on the included tasks or an enclosing"
              + " block");
    }
  }

  private void convert(Map<String, Object> other, String key, Object value) {
    if (value == null) {
      other.remove(key);
    } else {
      other.put(key, value);
    }
  }

  /** The search list of {@code collections:} (a name, or a list of names), or null when not set. */
  private List<String> collections(Object value) {
    return value == null
        ? null
        : CollectionSearch.ofKeyword(
            collectionNames(value, yaml.keySource(entry, CollectionSearch.KEYWORD)));
  }

  /**
   * The collection names of a {@code collections:} value written at {@code at}: a name or a list of
   * names.
   */
  static List<String> collectionNames(Object value, Source at) {
    String key = CollectionSearch.KEYWORD;
    List<?> items = value instanceof String s ? List.of(s) : value instanceof List<?> l ? l : null;
    if (items == null) {
      throw PlayError.parse(
          at, "'" + key + "' must be a list of collection names, got a " + TypeNames.of(value));
    }
    List<String> names = new ArrayList<>();
    for (Object item : items) {
      if (!(item instanceof String name)) {
        throw PlayError.parse(
            at,
            "'"
                + key
                + "' must be a list of collection names, got a "
                + TypeNames.of(item)
                + " in it: "
                + item);
      }
      names.add(name);
    }
    return names;
  }

  private ModuleDefaults moduleDefaults(Object value) {
    if (value == null) {
      return null;
    }
    Source at = yaml.keySource(entry, MODULE_DEFAULTS);
    List<Object> maps = value instanceof List<?> list ? Maps.list(list) : List.of(value);
    List<ModuleDefaults.Entry> entries = new ArrayList<>();
    for (Object map : maps) {
      if (!(map instanceof Map<?, ?>)) {
        throw PlayError.parse(
            at, SHAPE + (value instanceof List<?> ? "list holding a " : "") + TypeNames.of(map));
      }
      Maps.cast(map).forEach((key, defaults) -> entries.add(entry(Maps.cast(map), key, defaults)));
    }
    return new ModuleDefaults(entries);
  }

  private ModuleDefaults.Entry entry(Map<String, Object> map, String key, Object defaults) {
    Source at = yaml.keySource(map, key);
    if (Templates.looksLike(key)) {
      throw PlayError.parse(
          at,
          "module_defaults keys must be static action, module or group names, got '" + key + "'");
    }
    boolean template = defaults instanceof String s && Templates.looksLike(s);
    if (defaults != null && !(defaults instanceof Map<?, ?>) && !template) {
      throw PlayError.parse(
          at,
          "module_defaults for '"
              + key
              + "' must be a mapping (or a template giving one), got a "
              + TypeNames.of(defaults));
    }
    return new ModuleDefaults.Entry(key, defaults, at);
  }
}
