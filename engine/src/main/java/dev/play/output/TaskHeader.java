package dev.play.output;

import dev.play.error.Source;
import java.nio.file.Path;

/**
 * What is about to run: a task, a handler, or fact gathering.
 *
 * @param role the role name, or null
 * @param module the task's action as written, or null for steps of the engine itself
 * @param path where the task is written, {@code /absolute/file.yml:LINE} as Ansible's task path, or
 *     null
 */
public record TaskHeader(Kind kind, String role, String name, String module, String path) {
  public TaskHeader(Kind kind, String role, String name, String module) {
    this(kind, role, name, module, null);
  }

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

  /**
   * This header with the position of the task in its file (none when {@code source} names no line).
   */
  public TaskHeader at(Source source) {
    if (source == null || source.line() <= 0) {
      return this;
    }
    return new TaskHeader(
        kind, role, name, module, Path.of(source.file()).toAbsolutePath() + ":" + source.line());
  }

  /**
   * The action Ansible reports for this step: the module as written, {@code gather_facts} for
   * facts.
   */
  public String action() {
    return module == null && kind == Kind.FACTS ? "gather_facts" : module;
  }
}
