package dev.play.playbook;

import java.util.List;

/**
 * A role loaded for one use: its context, its tasks (from {@code tasks/main.yml} or another {@code
 * tasks_from}) and handlers, and its {@code meta/main.yml} dependencies, loaded first.
 */
public record LoadedRole(
    RoleInstance instance,
    List<TaskNode> tasks,
    List<TaskNode> handlers,
    List<LoadedRole> dependencies,
    Keywords keywords) {
  public LoadedRole {
    tasks = List.copyOf(tasks);
    handlers = List.copyOf(handlers);
    dependencies = List.copyOf(dependencies);
    keywords = keywords == null ? Keywords.NONE : keywords;
  }
}
