package dev.play.output;

/**
 * What is about to run: a task, a handler, or fact gathering.
 *
 * @param role the role name, or null
 * @param module the task's action as written, or null for steps of the engine itself
 */
public record TaskHeader(Kind kind, String role, String name, String module) {
  public TaskHeader(Kind kind, String role, String name) {
    this(kind, role, name, null);
  }

  public enum Kind {
    TASK,
    HANDLER,
    FACTS
  }

  /** {@code role : name} as Ansible shows it. */
  public String title() {
    return role == null ? name : role + " : " + name;
  }
}
