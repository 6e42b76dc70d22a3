package dev.play.engine;

import dev.play.value.PythonFloat;
import dev.play.value.Values;
import java.util.Map;
import java.util.Set;

/**
 * A module's arguments as an Ansible module receives them, through JSON: the keys of mappings in
 * its arguments are strings ({@code {17: a}} of a variable arrives as {@code {"17": a}}). Ansible's
 * action plugins that keep data ({@code set_fact}, {@code add_host}, ...) take them as they are.
 */
final class ModuleArgKeys {
  private static final Set<String> DATA_ACTIONS =
      Set.of("set_fact", "add_host", "set_stats", "debug", "assert", "fail", "group_by");

  private ModuleArgKeys() {}

  /** {@code args} of the module {@code fqcn}, with string keys unless it keeps data. */
  static Map<String, Object> of(String fqcn, Map<String, Object> args) {
    String name = fqcn.substring(fqcn.lastIndexOf('.') + 1);
    if (DATA_ACTIONS.contains(name) && (fqcn.startsWith("ansible.builtin.") || fqcn.equals(name))) {
      return args;
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> out = (Map<String, Object>) stringKeys(args);
    return out;
  }

  /**
   * {@code value} with every mapping's keys as JSON writes them; itself when they are all strings.
   */
  static Object stringKeys(Object value) {
    return Values.rekeyed(value, map -> k -> k instanceof String ? k : json(k));
  }

  /** A key as Python's json.dumps writes a key that is not a string. */
  private static String json(Object key) {
    if (key == null) {
      return "null";
    }
    if (key instanceof Double || key instanceof Float) {
      return PythonFloat.repr(((Number) key).doubleValue());
    }
    return String.valueOf(key);
  }
}
