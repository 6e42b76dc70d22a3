package dev.play.module.files;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.FileProbe;
import dev.play.facts.FileProbeParser;
import dev.play.facts.ProbeResult;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.Map;

/**
 * Runs a {@link FileProbe} on the host: one round trip. In check mode, a missing parent directory
 * that an earlier task plans to create reads as present, so the prediction matches the real run.
 */
public final class Probes {
  private Probes() {}

  public static ProbeResult gather(ModuleContext ctx, FileProbe probe) throws ModuleFailure, ConnectionException {
    ProbeResult facts = run(ctx, probe);
    if (ctx.checkMode() && facts.parent() == ProbeResult.ParentState.ABSENT
        && ctx.directoryPlanned(ContentFile.parentOf(facts.realPath()))) {
      return facts.withParentPresent();
    }
    return facts;
  }

  private static ProbeResult run(ModuleContext ctx, FileProbe probe) throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(probe.script());
    if (!r.ok()) {
      throw new ModuleFailure(
          "cannot read the state of " + probe.path() + ": " + r.stderr().strip(),
          Map.of("rc", r.rc(), "stderr", r.stderr()));
    }
    try {
      return FileProbeParser.parse(r.stdout());
    } catch (RuntimeException e) {
      throw new ModuleFailure("cannot read the state of " + probe.path() + ": " + e.getMessage());
    }
  }
}
