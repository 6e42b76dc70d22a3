package dev.play.module.system;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A command that fails as Ansible's {@code run_command(check_rc=True)} does: its standard error is
 * the message, with {@code cmd}, {@code rc}, {@code stdout} and {@code stderr}. Applied, it sets
 * the result's {@code msg} to {@code msg} (the task's messages so far), unless that is null.
 */
record CheckedCommand(String describe, String command, String msg) implements Change {
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(command);
    if (!r.ok()) {
      Map<String, Object> fields = new LinkedHashMap<>();
      fields.put("cmd", command);
      fields.put("rc", r.rc());
      fields.put("stdout", r.stdout());
      fields.put("stderr", r.stderr());
      throw new ModuleFailure(
          r.stderr().isBlank() ? r.stdout().strip() : r.stderr().strip(), fields);
    }
    return msg == null ? Map.of() : Map.of("msg", msg);
  }
}
