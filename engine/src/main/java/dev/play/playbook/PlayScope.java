package dev.play.playbook;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What loading one play collects across its task lists: the handlers of statically imported roles
 * and the role uses seen so far (a role used again with the same parameters runs once). A scope is
 * {@link #dynamic()} when it loads tasks while the play runs ({@code include_tasks}, {@code
 * include_role}).
 */
final class PlayScope {
  private final Path playbookDir;
  private final boolean dynamic;
  private final List<TaskNode> importedHandlers = new ArrayList<>();
  private final Map<RoleKey, Boolean> seenRoles = new HashMap<>();

  PlayScope(Path playbookDir) {
    this(playbookDir, false);
  }

  PlayScope(Path playbookDir, boolean dynamic) {
    this.playbookDir = playbookDir;
    this.dynamic = dynamic;
  }

  Path playbookDir() {
    return playbookDir;
  }

  /**
   * Whether these tasks are loaded by a dynamic include: an old {@code include} in them is dynamic
   * too.
   */
  boolean dynamic() {
    return dynamic;
  }

  void addHandlers(List<TaskNode> handlers) {
    importedHandlers.addAll(handlers);
  }

  List<TaskNode> importedHandlers() {
    return List.copyOf(importedHandlers);
  }

  /** Whether {@code key} was already used in this play by a role not allowing duplicates. */
  boolean isDuplicate(RoleKey key) {
    return Boolean.FALSE.equals(seenRoles.get(key));
  }

  void recordUse(RoleKey key, boolean allowDuplicates) {
    seenRoles.putIfAbsent(key, allowDuplicates);
  }

  /** A role use: its directory, entry point and parameters. */
  record RoleKey(Path dir, String tasksFrom, Map<String, Object> params) {
    RoleKey {
      dir = dir.toAbsolutePath().normalize();
    }
  }
}
