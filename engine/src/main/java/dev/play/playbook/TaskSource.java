package dev.play.playbook;

import java.nio.file.Path;

/**
 * Where a task list is read from: the parsed file, the role it belongs to (or null), the chain of
 * imports that led to it, the play being loaded, and whether it is a handler list.
 */
record TaskSource(
    Located yaml, RoleInstance role, ImportChain chain, PlayScope scope, boolean handlers) {
  Path dir() {
    Path parent = yaml.file().getParent();
    return parent == null ? Path.of("") : parent;
  }

  /** The same place, reading another file reached through an import. */
  TaskSource imported(Located other, ImportChain longer) {
    return new TaskSource(other, role, longer, scope, handlers);
  }
}
