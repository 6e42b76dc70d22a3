package dev.play.playbook;

import dev.play.error.Source;
import java.util.Map;
import java.util.Set;

/** The module a task runs, its raw arguments and where each argument was written. */
record TaskAction(
    String action, Map<String, Object> args, Map<String, Source> argSources, boolean local) {
  private static final Set<String> FREE_FORM = Set.of("command", "shell", "raw", "script");

  /** The module name without its collection: {@code ansible.builtin.copy} is {@code copy}. */
  static String shortName(String action) {
    return action.substring(action.lastIndexOf('.') + 1);
  }

  /** Whether {@code action} is {@code name} or one of its builtin fully-qualified names. */
  static boolean is(String action, String name) {
    return action.equals(name)
        || action.equals("ansible.builtin." + name)
        || action.equals("ansible.legacy." + name);
  }

  /** Command-like modules whose free-form words are the command itself. */
  static boolean freeForm(String action) {
    return FREE_FORM.stream().anyMatch(name -> is(action, name));
  }
}
