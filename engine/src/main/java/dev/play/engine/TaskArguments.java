package dev.play.engine;

import dev.play.error.Source;
import dev.play.module.Module;
import dev.play.playbook.ModuleDefaults;
import dev.play.playbook.Task;
import dev.play.vars.Scope;
import dev.play.vars.UndefinedVariableException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A task's arguments as its module gets them on one host: its own, templated, over the {@code
 * module_defaults} it inherits ({@link DefaultsMerge}), those set to {@code omit} dropped. As in
 * Ansible, every inherited default is templated for every module task (an undefined variable in any
 * of them fails the task), with the task's variables, loop item included. The task's run ({@link
 * Attempts}) and its reading ahead ({@link ProbeAhead}) both take its arguments from here.
 *
 * @param values the arguments
 * @param defaultedAt where each argument that came from {@code module_defaults} is written
 */
record TaskArguments(Map<String, Object> values, Map<String, Source> defaultedAt) {
  /**
   * Where argument {@code name} of {@code task} is written: in the task, or in its module_defaults.
   */
  Source source(String name, Task task) {
    return defaultedAt.getOrDefault(name, task.argSource(name));
  }

  @SuppressWarnings("unchecked")
  static TaskArguments of(
      RunContext run, PlayFrame frame, Task task, Module module, Inherited inh, Scope scope)
      throws TaskFailure {
    Map<String, Object> own =
        ModuleArgKeys.of(
            module.fqcn(),
            (Map<String, Object>) run.templater().render(task.args(), scope, task.source()));
    ModuleDefaults defaults = inh.moduleDefaults();
    if (defaults.isEmpty()) {
      return new TaskArguments(ModuleInvoker.withoutOmitted(own), Map.of());
    }
    DefaultsMerge.Result merged;
    try {
      merged = withDefaults(run, frame, defaults, module.fqcn(), own, scope);
    } catch (IllegalArgumentException e) {
      throw located(e.getMessage(), task);
    }
    checkNames(module, merged, task);
    return new TaskArguments(ModuleInvoker.withoutOmitted(merged.args()), merged.defaultedAt());
  }

  /**
   * {@code args} of module {@code fqcn} over {@code defaults}, each templated with {@code scope}.
   *
   * @throws IllegalArgumentException naming the entry whose key resolves to nothing, whose template
   *     uses an undefined variable, or whose defaults are not a mapping
   */
  static DefaultsMerge.Result withDefaults(
      RunContext run,
      PlayFrame frame,
      ModuleDefaults defaults,
      String fqcn,
      Map<String, Object> args,
      Scope scope) {
    ActionNames names = run.names(frame.play().baseDir());
    List<ModuleDefaults.Entry> rendered = new ArrayList<>();
    for (ModuleDefaults.Entry e : defaults.entries()) {
      try {
        rendered.add(
            new ModuleDefaults.Entry(
                e.key(), run.templater().render(e.value(), scope), e.source()));
      } catch (UndefinedVariableException u) {
        throw new IllegalArgumentException(
            "undefined variable '"
                + u.variable()
                + "' in module_defaults for '"
                + e.key()
                + "' at "
                + e.source(),
            u);
      }
    }
    return DefaultsMerge.apply(
        names.resolved(new ModuleDefaults(rendered)), fqcn, names.groupKeys(fqcn), args);
  }

  /** A default the module does not accept fails the task, naming where the default is written. */
  private static void checkNames(Module module, DefaultsMerge.Result merged, Task task)
      throws TaskFailure {
    for (Map.Entry<String, Source> d : merged.defaultedAt().entrySet()) {
      if (module.spec().canonical(d.getKey()) == null) {
        throw located(
            module.spec().unsupportedMessage(module.name(), d.getKey())
                + " (from module_defaults at "
                + d.getValue()
                + ")",
            task);
      }
    }
  }

  private static TaskFailure located(String message, Task task) {
    return TaskFailure.located(
        message + " in task '" + task.displayName() + "' at " + task.source());
  }
}
