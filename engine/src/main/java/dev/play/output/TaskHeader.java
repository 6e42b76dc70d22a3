package dev.play.output;

/**
 * What is about to run: a task, a handler, or fact gathering.
 *
 * @param role the role name, or null
 */
public record TaskHeader(Kind kind, String role, String name) {
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
