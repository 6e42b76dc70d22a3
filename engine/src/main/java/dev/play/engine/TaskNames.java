package dev.play.engine;

import dev.play.playbook.Task;
import java.util.List;
import java.util.Map;

/**
 * A task's name as Ansible shows it: a name holding {@code {{ }}} is templated with the variables
 * of the first host it runs on (play, role and inventory variables); one that cannot be rendered
 * yet (a loop item, a later result) stays as written, as in Ansible.
 */
final class TaskNames {
  private TaskNames() {}

  static String display(
      Task task, List<HostState> hosts, PlayFrame frame, Inherited inh, TaskRunner runner) {
    String name = task.displayName();
    if (!name.contains("{{") || hosts.isEmpty()) {
      return name;
    }
    try {
      Object rendered =
          runner
              .context()
              .templater()
              .render(name, runner.scopes().forTask(hosts.get(0), frame, inh, Map.of()));
      return String.valueOf(rendered);
    } catch (RuntimeException e) {
      return name;
    }
  }
}
