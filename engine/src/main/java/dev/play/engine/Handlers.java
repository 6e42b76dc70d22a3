package dev.play.engine;

import dev.play.playbook.LoadedRole;
import dev.play.playbook.Task;
import dev.play.playbook.TaskNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The play's handlers in definition order (the loader puts role handlers in the play's list; {@code
 * include_role} adds more as it runs). A notification names a handler ({@code name} or {@code role
 * : name}) or a {@code listen} topic.
 */
final class Handlers {
  private final List<Task> handlers = new ArrayList<>();

  Handlers(List<TaskNode> playHandlers) {
    addAll(playHandlers);
  }

  synchronized void add(LoadedRole role) {
    role.dependencies().forEach(this::add);
    addAll(role.handlers());
  }

  private void addAll(List<TaskNode> nodes) {
    for (TaskNode n : nodes) {
      if (n instanceof Task t && !handlers.contains(t)) {
        handlers.add(t);
      } else if (n instanceof dev.play.playbook.Block b) {
        addAll(b.block());
      }
    }
  }

  synchronized List<Task> all() {
    return List.copyOf(handlers);
  }

  /** The handlers a notification reaches; empty when none matches. */
  synchronized List<Task> matching(String notification) {
    List<Task> out = new ArrayList<>();
    for (Task h : handlers) {
      if (matches(h, notification)) {
        out.add(h);
      }
    }
    return out;
  }

  static String id(Task handler) {
    return handler.source() + "#" + handler.displayName();
  }

  private static boolean matches(Task h, String name) {
    if (name.equals(h.name()) || h.keywords().listen().contains(name)) {
      return true;
    }
    return h.role() != null && name.equals(h.role().name() + " : " + h.name());
  }
}
