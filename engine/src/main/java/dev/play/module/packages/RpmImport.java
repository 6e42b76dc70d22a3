package dev.play.module.packages;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.Map;

/**
 * {@code rpm --import} of the key bytes the plan checked, sent on standard input to a private
 * temporary file.
 */
record RpmImport(String describe, byte[] key) implements Change {
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r =
        ctx.run(
            "set -e; t=$(mktemp); trap 'rm -f \"$t\"' EXIT; cat > \"$t\"; rpm --import \"$t\"",
            key);
    if (!r.ok()) {
      throw new ModuleFailure(
          describe + " failed: " + r.stderr().strip(), Map.of("rc", r.rc(), "stderr", r.stderr()));
    }
    return Map.of();
  }
}
