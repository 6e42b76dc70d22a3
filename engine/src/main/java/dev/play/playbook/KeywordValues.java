package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Checks, where they are written, the values of keywords that play reads itself when they are not
 * templates (a template is checked when its task runs, on each host): a bad literal stops the load
 * (exit 4), where Ansible fails each task that inherits it at run time.
 */
final class KeywordValues {
  /** {@code order:} values, as Ansible's inventory takes them. */
  static final List<String> ORDERS =
      List.of("inventory", "reverse_inventory", "sorted", "reverse_sorted", "shuffle");

  /** {@code debugger:} values. */
  static final List<String> DEBUGGER =
      List.of("always", "never", "on_failed", "on_unreachable", "on_skipped");

  private final Map<String, Object> entry;
  private final Function<String, Source> at;

  private KeywordValues(Map<String, Object> entry, Function<String, Source> at) {
    this.entry = entry;
    this.at = at;
  }

  /** Checks the keywords of {@code entry}; {@code at} gives where a key is written. */
  static void check(Map<String, Object> entry, Function<String, Source> at) {
    KeywordValues v = new KeywordValues(entry, at);
    v.strings(
        "remote_user",
        "become_exe",
        "become_flags",
        "connection",
        "debugger",
        "order",
        "fact_path");
    v.connection();
    v.number("port", 1, 65535, "a TCP port number from 1 to 65535");
    v.number("timeout", 0, Integer.MAX_VALUE, "a whole number of seconds (0: no limit)");
    v.number("gather_timeout", 0, Integer.MAX_VALUE, "a whole number of seconds");
    v.choice("order", ORDERS);
    v.choice("debugger", DEBUGGER);
  }

  private void strings(String... keys) {
    for (String key : keys) {
      Object value = entry.get(key);
      if (value instanceof Map<?, ?> || value instanceof List<?>) {
        throw PlayError.parse(
            at.apply(key), "'" + key + "' must be a string, got a " + TypeNames.of(value));
      }
    }
  }

  private void connection() {
    String name = literal("connection");
    if (name != null && !ConnectionNames.known(name)) {
      throw PlayError.parse(at.apply("connection"), ConnectionNames.unsupported(name));
    }
  }

  private void number(String key, int min, int max, String what) {
    Object value = entry.get(key);
    if (value == null || (value instanceof String s && isTemplate(s))) {
      return;
    }
    boolean scalar = value instanceof String || value instanceof Integer || value instanceof Long;
    String text = String.valueOf(value).strip();
    if (!scalar || !text.matches("\\d{1,10}") || !inRange(text, min, max)) {
      throw PlayError.parse(
          at.apply(key), "'" + key + "' must be " + what + ", got '" + value + "'");
    }
  }

  private static boolean inRange(String digits, int min, int max) {
    long n = Long.parseLong(digits);
    return n >= min && n <= max;
  }

  private void choice(String key, List<String> values) {
    String value = literal(key);
    if (value != null && !values.contains(value)) {
      throw PlayError.parse(
          at.apply(key),
          "'" + key + "' must be one of " + String.join(", ", values) + ", got '" + value + "'");
    }
  }

  /** The value of {@code key} as text when set and not a template, else null. */
  private String literal(String key) {
    Object value = entry.get(key);
    if (value == null || value instanceof Map<?, ?> || value instanceof List<?>) {
      return null;
    }
    String text = String.valueOf(value);
    return isTemplate(text) ? null : text;
  }

  static boolean isTemplate(String text) {
    return text.contains("{{") || text.contains("{%");
  }
}
