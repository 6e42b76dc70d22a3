package dev.play.playbook;

import dev.play.error.PlayError;
import dev.play.error.Source;
import dev.play.error.Suggest;
import dev.play.value.Maps;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds a task's action (the one key that is not a keyword, or {@code action:} / {@code
 * local_action:}) and builds its arguments like Ansible's {@code ModuleArgsParser}: the {@code
 * args:} keyword first, then the module's own arguments, which win.
 */
final class ActionParser {
  private static final Set<String> ACTION_KEYWORDS = Set.of("action", "local_action");

  private final Located yaml;
  private final Map<String, Object> task;

  private ActionParser(Located yaml, Map<String, Object> task) {
    this.yaml = yaml;
    this.task = task;
  }

  static TaskAction parse(Located yaml, Map<String, Object> task, Set<String> keywords) {
    return new ActionParser(yaml, task).parse(keywords);
  }

  private TaskAction parse(Set<String> keywords) {
    List<String> candidates =
        task.keySet().stream()
            .filter(k -> !k.startsWith("with_"))
            .filter(k -> !keywords.contains(k) || ACTION_KEYWORDS.contains(k))
            .toList();
    if (candidates.isEmpty()) {
      throw PlayError.parse(yaml.sourceOf(task), "no module/action detected in task");
    }
    if (candidates.size() > 1) {
      throw PlayError.parse(
          yaml.sourceOf(task),
          "conflicting action statements: "
              + String.join(", ", candidates)
              + hint(candidates, keywords));
    }
    String key = candidates.get(0);
    return ACTION_KEYWORDS.contains(key) ? actionKeyword(key) : module(key, key, task.get(key));
  }

  /** "did you mean" for a misspelt keyword among the action candidates. */
  private static String hint(List<String> candidates, Set<String> keywords) {
    for (String c : candidates) {
      String hint = Suggest.didYouMean(c, keywords);
      if (!hint.isEmpty()) {
        return " ('" + c + "' is not a task keyword" + hint.replace(" (", "; ");
      }
    }
    return "";
  }

  /** {@code action: copy src=a dest=b} or {@code action: {module: copy, src: a}}. */
  private TaskAction actionKeyword(String key) {
    Object value = task.get(key);
    boolean local = key.equals("local_action");
    if (local && task.containsKey("delegate_to")) {
      throw PlayError.parse(
          yaml.keySource(task, "delegate_to"),
          "'local_action' and 'delegate_to' are mutually exclusive");
    }
    if (value instanceof String s && !s.isBlank()) {
      String[] parts = s.strip().split("\\s+", 2);
      TaskAction action = module(key, parts[0], parts.length > 1 ? parts[1] : null);
      return new TaskAction(action.action(), action.args(), action.argSources(), local);
    }
    if (value instanceof Map<?, ?> map && map.get("module") instanceof String module) {
      Map<String, Object> rest = new LinkedHashMap<>(Maps.cast(map));
      rest.remove("module");
      TaskAction action = build(key, module, rest, yaml.keySources(map));
      return new TaskAction(action.action(), action.args(), action.argSources(), local);
    }
    throw PlayError.parse(
        yaml.keySource(task, key),
        "'" + key + "' needs a module name, as in '" + key + ": copy src=a dest=b'");
  }

  private TaskAction module(String key, String module, Object value) {
    return switch (value) {
      case null -> build(key, module, Map.of(), Map.of());
      case Map<?, ?> map -> build(key, module, Maps.cast(map), yaml.keySources(map));
      case String s -> build(key, module, KvArgs.parse(s, TaskAction.freeForm(module)), Map.of());
      case List<?> list -> throw badArgs(key, module, value);
      default -> {
        if (!TaskAction.freeForm(module)) {
          throw badArgs(key, module, value);
        }
        yield build(key, module, Map.of(KvArgs.RAW_PARAMS, String.valueOf(value)), Map.of());
      }
    };
  }

  private PlayError badArgs(String key, String module, Object value) {
    return PlayError.parse(
        yaml.keySource(task, key),
        "arguments of '"
            + module
            + "' must be a mapping or a 'k=v' string, got a "
            + TypeNames.of(value));
  }

  private TaskAction build(
      String key, String module, Map<String, Object> own, Map<String, Source> ownSources) {
    Map<String, Object> args = new LinkedHashMap<>();
    Map<String, Source> sources = new LinkedHashMap<>();
    addArgsKeyword(args, sources);
    Source moduleAt = yaml.keySource(task, key);
    for (String k : own.keySet()) {
      args.put(k, own.get(k));
      sources.put(k, ownSources.getOrDefault(k, moduleAt));
    }
    return new TaskAction(module, args, sources, false);
  }

  /** The {@code args:} keyword: a mapping, or a template naming one (kept as _variable_params). */
  private void addArgsKeyword(Map<String, Object> args, Map<String, Source> sources) {
    Object value = task.get("args");
    switch (value) {
      case null -> {}
      case Map<?, ?> map -> {
        args.putAll(Maps.cast(map));
        sources.putAll(yaml.keySources(map));
      }
      case String s when s.contains("{{") -> {
        args.put("_variable_params", s);
        sources.put("_variable_params", yaml.keySource(task, "args"));
      }
      default ->
          throw PlayError.parse(
              yaml.keySource(task, "args"),
              "'args' must be a mapping or a template such as '{{ my_args }}', got a "
                  + TypeNames.of(value));
    }
  }
}
