package dev.play.module.net;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.Map;

/** Extracts an archive on the host; a controller archive is streamed in on standard input. */
record ArchiveExtract(
    String describe, String script, byte[] stdin, java.util.List<String> createsFiles)
    implements Change {
  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(script, stdin);
    if (!r.ok()) {
      throw new ModuleFailure(
          "unarchive: extraction failed: " + r.stderr().strip(), Map.of("rc", r.rc()));
    }
    return Map.of();
  }
}
