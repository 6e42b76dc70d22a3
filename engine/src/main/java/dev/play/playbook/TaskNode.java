package dev.play.playbook;

import dev.play.error.Source;

/** A task or a block: the elements of a task list. */
public sealed interface TaskNode permits Task, Block {
  /** The name given in YAML, or null. */
  String name();

  /** Keywords that apply to this node (and, for a block, are inherited by its children). */
  Keywords keywords();

  /** Where the node starts in its file. */
  Source source();

  /** The role this node was loaded from, or null for play-level tasks. */
  RoleInstance role();
}
