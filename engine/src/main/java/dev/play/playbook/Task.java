package dev.play.playbook;

import dev.play.error.Source;
import dev.play.value.Values;
import java.util.Map;
import java.util.Objects;

/**
 * One task: a module (the "action", short name as written, e.g. {@code ansible.builtin.copy} or
 * {@code copy}) with raw, untemplated arguments. {@code k=v} strings are already split into {@code
 * args}; a free-form command is under the key {@code _raw_params}. Dynamic includes ({@code
 * include_tasks}, {@code include_role}) and {@code meta} stay as tasks with that action.
 */
public record Task(
    String name,
    String action,
    Map<String, Object> args,
    Keywords keywords,
    Source source,
    RoleInstance role,
    Map<String, Source> argSources)
    implements TaskNode {
  public Task {
    Objects.requireNonNull(action, "action");
    args = Values.frozenMap(args);
    keywords = keywords == null ? Keywords.NONE : keywords;
    source = source == null ? Source.UNKNOWN : source;
    argSources = argSources == null ? Map.of() : Map.copyOf(argSources);
  }

  /** Where argument {@code key} was written, falling back to the task's own position. */
  public Source argSource(String key) {
    return argSources.getOrDefault(key, source);
  }

  /** The name shown in output: the task name, else the action with its arguments, as Ansible. */
  public String displayName() {
    return name != null ? name : action;
  }
}
