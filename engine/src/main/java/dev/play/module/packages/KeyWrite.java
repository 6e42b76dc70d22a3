package dev.play.module.packages;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Writes a keyring file from a script, with the key's text (when given inline) on standard input.
 */
record KeyWrite(String describe, String script, String stdin) implements Change {
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r =
        ctx.run(script, stdin == null ? null : stdin.getBytes(StandardCharsets.UTF_8));
    if (!r.ok()) {
      throw new ModuleFailure(
          describe + " failed: " + r.stderr().strip(), Map.of("rc", r.rc(), "stderr", r.stderr()));
    }
    return Map.of();
  }
}
