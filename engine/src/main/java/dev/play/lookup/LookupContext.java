package dev.play.lookup;

import dev.play.vars.Scope;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What a lookup sees: the task's variables ({@code variables} of Ansible's lookups) and its
 * controller side.
 *
 * @param vars the task's variables on this host, templated on read
 * @param subdir where {@code first_found} looks: {@code files}, or {@code templates} / {@code vars}
 *     for a {@code with_first_found} loop of a template / include_vars task, as Ansible's task
 *     executor sets it
 */
public record LookupContext(Scope vars, LookupEnv env, String subdir) {
  public static final String FILES = "files";

  public LookupContext(Scope vars, LookupEnv env) {
    this(vars, env, FILES);
  }

  /**
   * Call before a side effect (running a command, writing a file).
   *
   * @throws LookupDeferred while the engine only reads ahead
   */
  public void beforeSideEffect(String lookup) {
    if (env.readingAhead()) {
      throw new LookupDeferred(lookup);
    }
  }

  /**
   * The first of the task's search path's candidates for {@code name} under {@code subdir} that
   * exists.
   */
  public Optional<Path> find(String name, String subdir) {
    return env.files().find(name, subdir);
  }

  public void warn(String message) {
    env.warnings().accept(message);
  }
}
