package dev.play.engine;

import dev.play.module.Args;
import dev.play.module.ArgumentError;
import dev.play.module.Module;
import dev.play.module.ModuleFailure;
import dev.play.playbook.Task;

/**
 * A task's module arguments, checked when the task runs on a host (after its {@code when}), as
 * Ansible's modules check theirs: a task for another system ({@code command: warn=false}, {@code
 * package: enablerepo=...}) that is skipped never fails, and {@code --syntax-check} passes. The
 * failure names the argument and where it is written: a name the module does not accept, or (once
 * templated) a value of the wrong type or not among its choices.
 */
final class ArgumentCheck {
  private ArgumentCheck() {}

  static void check(Module module, Task task) throws TaskFailure {
    for (String arg : task.args().keySet()) {
      if (module.spec().canonical(arg) == null) {
        throw TaskFailure.located(
            module.spec().unsupportedMessage(module.name(), arg)
                + " in task '"
                + task.displayName()
                + "' at "
                + task.argSource(arg));
      }
    }
  }

  /**
   * {@code args} (templated, with module_defaults, omitted ones dropped) bound to {@code module}'s
   * spec.
   *
   * @throws TaskFailure for a value of the wrong type or not among its choices
   * @throws ModuleFailure for missing required arguments
   */
  static Args bind(Module module, Task task, TaskArguments args) throws TaskFailure, ModuleFailure {
    try {
      return module.bind(args.values());
    } catch (ArgumentError e) {
      String written =
          args.values().keySet().stream()
              .filter(a -> e.argument().equals(module.spec().canonical(a)))
              .findFirst()
              .orElse(e.argument());
      throw TaskFailure.located(
          e.getMessage()
              + " in task '"
              + task.displayName()
              + "' at "
              + args.source(written, task));
    }
  }
}
