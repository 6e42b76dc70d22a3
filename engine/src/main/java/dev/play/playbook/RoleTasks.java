package dev.play.playbook;

import dev.play.error.Source;
import java.util.ArrayList;
import java.util.List;

/**
 * A loaded role as one task list: its dependencies (as blocks) first, then its own tasks in a block
 * of the role (where the engine validates the role's arguments, as Ansible's first task of the role
 * does, after its dependencies').
 */
final class RoleTasks {
  private RoleTasks() {}

  static List<TaskNode> tasks(LoadedRole role) {
    List<TaskNode> out = new ArrayList<>();
    for (LoadedRole dep : role.dependencies()) {
      Source at = Source.of(dep.instance().path().toString());
      out.add(new Block(null, tasks(dep), null, null, dep.keywords(), at, dep.instance()));
    }
    out.add(
        new Block(
            null,
            role.tasks(),
            null,
            null,
            Keywords.NONE,
            Source.of(role.instance().path().toString()),
            role.instance()));
    return out;
  }

  /** The handlers of the role and of its dependencies, dependencies first. */
  static List<TaskNode> handlers(LoadedRole role) {
    List<TaskNode> out = new ArrayList<>();
    role.dependencies().forEach(dep -> out.addAll(handlers(dep)));
    out.addAll(role.handlers());
    return out;
  }
}
