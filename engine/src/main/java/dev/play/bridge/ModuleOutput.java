package dev.play.bridge;

import dev.play.connection.CommandResult;
import dev.play.value.JsonText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A module's result read from what it printed, as ansible-core 2.14's {@code ActionBase} reads it
 * ({@code _parse_returned_data}, {@code _filter_non_json_lines}): lines before the first that
 * starts with {@code {} and after the last that ends with {@code }} are dropped (trailing ones with
 * a warning); output that is no JSON object is a {@code MODULE FAILURE} with the module's standard
 * output and error. Internal keys ({@code _ansible_*}, {@code add_host}, {@code add_group}) are
 * removed with Ansible's warning, and facts only actions may set ({@code discovered_interpreter_*})
 * silently; a missing {@code failed} is true when {@code rc} is not 0, as Ansible's task executor
 * sets it.
 */
final class ModuleOutput {
  /** ansible-core's {@code INTERNAL_RESULT_KEYS}. */
  private static final java.util.Set<String> INTERNAL = java.util.Set.of("add_host", "add_group");

  private ModuleOutput() {}

  /**
   * The result of a module that exited with {@code out}, before {@link #settle}; {@code
   * interpreter} is the one it ran with, or null. What Ansible warns about while reading it (junk
   * after the JSON, internal keys removed) is added to {@code warnings}, to be shown, not kept in
   * the result.
   */
  public static Map<String, Object> parse(
      CommandResult out, String interpreter, List<String> warnings) {
    Map<String, Object> data = json(out.stdout(), warnings);
    if (data == null) {
      return failure(out, interpreter);
    }
    removeInternalKeys(data, warnings);
    lines(data, "stdout");
    lines(data, "stderr");
    return data;
  }

  /**
   * Completes a module's result as Ansible's task executor does once the action returned it (after
   * the interpreter's fact): {@code failed} when missing (true when {@code rc} is not 0), then
   * {@code changed} when missing.
   */
  public static Map<String, Object> settle(Map<String, Object> data) {
    if (!data.containsKey("failed")) {
      Object rc = data.get("rc");
      data.put("failed", rc != null && !rc.equals(0) && !"0".equals(rc));
    }
    data.putIfAbsent("changed", false);
    return data;
  }

  /** As ansible-core's {@code remove_internal_keys}: what a module may not return. */
  private static void removeInternalKeys(Map<String, Object> data, List<String> warnings) {
    for (String key : List.copyOf(data.keySet())) {
      if ((key.startsWith("_ansible_") && !key.equals("_ansible_parsed"))
          || INTERNAL.contains(key)) {
        warnings.add(
            "Removed unexpected internal key in module return: "
                + key
                + " = "
                + dev.play.expr.ValueFormat.str(data.remove(key)));
      }
    }
    for (String key : List.of("warnings", "deprecations")) {
      if ((data.get(key) instanceof List<?> l && l.isEmpty())
          || (data.containsKey(key) && data.get(key) == null)) {
        data.remove(key);
      }
    }
    if (data.get("ansible_facts") instanceof Map<?, ?> facts) {
      Map<Object, Object> kept = new LinkedHashMap<>(facts);
      kept.keySet()
          .removeIf(
              k ->
                  String.valueOf(k).startsWith("discovered_interpreter_")
                      || String.valueOf(k).startsWith("ansible_discovered_interpreter_"));
      data.put("ansible_facts", kept);
    }
  }

  /** {@code warnings} after those {@code result} has, as Ansible adds its own to a module's. */
  static void addWarnings(Map<String, Object> result, List<String> warnings) {
    if (!warnings.isEmpty()) {
      List<Object> all =
          new ArrayList<>(result.get("warnings") instanceof List<?> l ? l : List.of());
      all.addAll(warnings);
      result.put("warnings", all);
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> json(String stdout, List<String> warnings) {
    String[] lines = stdout.split("\\R", -1);
    int start = 0;
    while (start < lines.length && !lines[start].strip().startsWith("{")) {
      start++;
    }
    int end = lines.length - 1;
    while (end >= start && !lines[end].strip().endsWith("}")) {
      end--;
    }
    if (start >= lines.length || end < start) {
      return null;
    }
    List<String> trailing = List.of(lines).subList(end + 1, lines.length);
    if (trailing.stream().anyMatch(l -> !l.isBlank())) {
      warnings.add(
          "Module invocation had junk after the JSON data: " + String.join("\n", trailing));
    }
    try {
      Object parsed = JsonText.parse(String.join("\n", List.of(lines).subList(start, end + 1)));
      return parsed instanceof Map<?, ?> m ? new LinkedHashMap<>((Map<String, Object>) m) : null;
    } catch (JsonText.Malformed e) {
      return null;
    }
  }

  /**
   * {@code stdout_lines}/{@code stderr_lines} beside {@code stdout}/{@code stderr}, when the module
   * did not give them.
   */
  private static void lines(Map<String, Object> data, String key) {
    if (data.containsKey(key) && !data.containsKey(key + "_lines")) {
      Object text = data.get(key);
      String s = text == null || Boolean.FALSE.equals(text) ? "" : String.valueOf(text);
      data.put(key + "_lines", s.isEmpty() ? List.of() : List.of(s.split("\\R")));
    }
  }

  private static Map<String, Object> failure(CommandResult out, String interpreter) {
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("failed", true);
    data.put("module_stdout", out.stdout());
    data.put("module_stderr", out.stderr());
    if (out.stderr().startsWith("Traceback")) {
      data.put("exception", out.stderr());
    } else if (out.stdout().startsWith("Traceback")) {
      data.put("exception", out.stdout());
    }
    String msg = "MODULE FAILURE";
    if (interpreter != null && mentions(out, interpreter, "No such file or directory|not found")) {
      msg = "The module failed to execute correctly, you probably need to set the interpreter.";
    }
    data.put("msg", msg + "\nSee stdout/stderr for the exact error");
    data.put("rc", out.rc());
    data.put("changed", false);
    return data;
  }

  /**
   * Whether {@code out} has {@code interpreter: REASON}, one of {@code reasons} (alternatives of a
   * pattern).
   */
  static boolean mentions(CommandResult out, String interpreter, String reasons) {
    Pattern p = Pattern.compile(Pattern.quote(interpreter) + ": (?:" + reasons + ")");
    return p.matcher(out.stderr()).find() || p.matcher(out.stdout()).find();
  }
}
