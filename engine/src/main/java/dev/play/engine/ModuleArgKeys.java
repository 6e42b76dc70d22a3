package dev.play.engine;

import dev.play.playbook.PythonFloat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A module's arguments as an Ansible module receives them, through JSON: the keys of mappings in
 * its arguments are strings ({@code {17: a}} of a variable arrives as {@code {"17": a}}). Ansible's
 * action plugins that keep data ({@code set_fact}, {@code add_host}, ...) take them as they are.
 */
final class ModuleArgKeys {
  private static final Set<String> DATA_ACTIONS = Set.of("set_fact", "add_host", "set_stats", "debug", "assert",
      "fail", "group_by");

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

  /** {@code value} with every mapping's keys as JSON writes them; itself when they are all strings. */
  static Object stringKeys(Object value) {
    if (value instanceof Map<?, ?> map) {
      Map<Object, Object> out = new LinkedHashMap<>();
      boolean changed = false;
      for (Map.Entry<?, ?> e : map.entrySet()) {
        Object v = stringKeys(e.getValue());
        Object k = e.getKey() instanceof String ? e.getKey() : json(e.getKey());
        changed |= v != e.getValue() || k != e.getKey();
        out.put(k, v);
      }
      return changed ? out : map;
    }
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>(list.size());
      boolean changed = false;
      for (Object item : list) {
        Object v = stringKeys(item);
        changed |= v != item;
        out.add(v);
      }
      return changed ? out : list;
    }
    return value;
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
