package dev.play.module.kit;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.Map;

/**
 * A change applied by one shell command, e.g. {@code chmod 0600 /etc/x}.
 *
 * @param failure what failed, for the message ({@code chmod failed on /etc/x}); stderr is appended
 */
public record ShellChange(String describe, String script, String failure) implements Change {
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script);
    if (!r.ok()) {
      throw new ModuleFailure(
          failure + ": " + r.stderr().strip(),
          Map.of("rc", r.rc(), "stdout", r.stdout(), "stderr", r.stderr()));
    }
    return Map.of();
  }
}
