package dev.play.engine;

import dev.play.module.Module;
import dev.play.module.ModuleRegistry;
import dev.play.playbook.Task;

/**
 * A task's module arguments, checked when the task runs on a host (after its {@code when}), as
 * Ansible's modules check theirs: a task for another system ({@code command: warn=false},
 * {@code package: enablerepo=...}) that is skipped never fails, and {@code --syntax-check}
 * passes. The failure names the argument and where it is written.
 */
final class ArgumentCheck {
  private ArgumentCheck() {}

  static void check(Module module, Task task) throws TaskFailure {
    for (String arg : task.args().keySet()) {
      if (module.spec().canonical(arg) == null) {
        throw TaskFailure.located(ModuleRegistry.unsupportedArgMessage(module, arg) + " in task '"
            + task.displayName() + "' at " + task.argSource(arg));
      }
    }
  }
}
