package dev.play.module.commands;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The one change of {@code raw} and {@code script}: run a shell script on the host and report what
 * Ansible's low-level command reports ({@code rc}, {@code stdout}, {@code stdout_lines}, {@code
 * stderr}, {@code stderr_lines}, output unstripped); a non-zero rc fails the task.
 *
 * @param description what {@link #describe} shows
 * @param script the sh script sent to the host
 * @param stdin bytes for the script's standard input, or null
 */
record LowLevelRun(String description, String script, byte[] stdin) implements Change {
  @Override
  public String describe() {
    return description;
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult run = CommandResults.run(ctx, script, stdin);
    Map<String, Object> result = result(run);
    if (run.rc() != 0) {
      throw new ModuleFailure(CommandResults.NON_ZERO, result);
    }
    return result;
  }

  /** Ansible's low-level result keys, in its order. */
  static Map<String, Object> result(CommandResult run) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("rc", run.rc());
    r.put("stdout", run.stdout());
    r.put("stdout_lines", CommandResults.lines(run.stdout()));
    r.put("stderr", run.stderr());
    r.put("stderr_lines", CommandResults.lines(run.stderr()));
    return r;
  }
}
