package dev.play.engine;

import dev.play.module.Module;
import dev.play.output.ResultDisplay;
import dev.play.value.Values;
import java.util.Map;

/**
 * The internal keys of a result ({@code _ansible_*}), by which an action tells the callbacks how to
 * show it: read here into the reported result's fields, then removed, recursively, from what is
 * reported and registered, as Ansible's {@code strip_internal_keys} removes them.
 */
final class InternalKeys {
  static final String PREFIX = "_ansible_";
  static final String VERBOSE_OVERRIDE = "_ansible_verbose_override";
  static final String DELEGATED_VARS = "_ansible_delegated_vars";

  private InternalKeys() {}

  /** When the console shows {@code result}: as its {@code _ansible_verbose_*} keys say. */
  static ResultDisplay display(Map<String, Object> result) {
    if (Boolean.TRUE.equals(result.get(VERBOSE_OVERRIDE))) {
      return ResultDisplay.NEVER;
    }
    return Boolean.TRUE.equals(result.get(Module.VERBOSE_ALWAYS))
        ? ResultDisplay.ALWAYS
        : ResultDisplay.ON_VERBOSE;
  }

  /**
   * The delegated host of a result, as Ansible's {@code host_label} shows it: its name, and its
   * address in parentheses when that is another; null for a task not delegated.
   */
  static String delegate(Map<String, Object> result) {
    if (!(result.get(DELEGATED_VARS) instanceof Map<?, ?> vars)
        || vars.get("ansible_delegated_host") == null) {
      return null;
    }
    String name = String.valueOf(vars.get("ansible_delegated_host"));
    Object address = vars.get("ansible_host");
    return address == null || name.equals(String.valueOf(address))
        ? name
        : name + "(" + address + ")";
  }

  /** {@code result} without internal keys at any depth; {@code result} itself when it has none. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> strip(Map<String, Object> result) {
    return (Map<String, Object>) stripped(result);
  }

  private static Object stripped(Object value) {
    return Values.rekeyed(
        value, map -> k -> k instanceof String s && s.startsWith(PREFIX) ? Values.DROP : k);
  }
}
