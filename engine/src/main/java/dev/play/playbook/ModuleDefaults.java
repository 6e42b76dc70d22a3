package dev.play.playbook;

import dev.play.error.Source;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@code module_defaults} keyword as loaded (a mapping, or a list of mappings, flattened in
 * order): each entry names an action, module or group ({@code group/NAME}) and the defaults for it
 * (a mapping, or a template giving one). Enclosing levels are outer first ({@link #then}): for a
 * key written at several levels the innermost entry wins, whole, as in Ansible.
 */
public record ModuleDefaults(List<Entry> entries) {
  /** No defaults. */
  public static final ModuleDefaults NONE = new ModuleDefaults(List.of());

  /** The prefix of a key naming an action group. */
  public static final String GROUP = "group/";

  /** One key as written, its defaults (untemplated) and where the key is written. */
  public record Entry(String key, Object value, Source source) {}

  public ModuleDefaults {
    entries = List.copyOf(entries);
  }

  /** The inherited value of a keyword ({@link Keywords#other}): none when absent. */
  public static ModuleDefaults of(Object value) {
    return value instanceof ModuleDefaults d ? d : NONE;
  }

  /** These entries, then {@code inner}'s (which win for the keys both have). */
  public ModuleDefaults then(ModuleDefaults inner) {
    if (entries.isEmpty()) {
      return inner;
    }
    List<Entry> all = new ArrayList<>(entries);
    all.addAll(inner.entries());
    return new ModuleDefaults(all);
  }

  public boolean isEmpty() {
    return entries.isEmpty();
  }
}
