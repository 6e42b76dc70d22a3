package dev.play.module.facts;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.FactSubset;
import dev.play.facts.SystemFacts;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.Map;
import java.util.Set;

/** Runs the fact script for some subsets on the host (one command) and parses it. */
final class FactScript {
  private FactScript() {}

  static Map<String, Object> gather(ModuleContext ctx, Set<FactSubset> subsets)
      throws ModuleFailure, ConnectionException {
    return gather(ctx, subsets, null);
  }

  /** {@code factPath}: where local facts are read (null: Ansible's default). */
  static Map<String, Object> gather(ModuleContext ctx, Set<FactSubset> subsets, String factPath)
      throws ModuleFailure, ConnectionException {
    return gather(ctx, subsets, factPath, SystemFacts.DEFAULT_GATHER_TIMEOUT);
  }

  /**
   * {@code gatherTimeout}: the seconds a mount's size read may take ({@code gather_timeout}); a
   * mount that took longer is warned about, as Ansible does.
   */
  static Map<String, Object> gather(
      ModuleContext ctx, Set<FactSubset> subsets, String factPath, int gatherTimeout)
      throws ModuleFailure, ConnectionException {
    CommandResult r = ctx.run(SystemFacts.script(subsets, factPath, gatherTimeout));
    if (!r.ok()) {
      throw new ModuleFailure(
          "fact gathering failed: " + r.stderr().strip(),
          Map.of("rc", r.rc(), "stderr", r.stderr()));
    }
    Map<String, Object> facts;
    try {
      facts = SystemFacts.read(r.stdout(), subsets);
    } catch (SystemFacts.Unreadable e) {
      throw new ModuleFailure(e.getMessage());
    }
    SystemFacts.warnings(facts).forEach(ctx::warn);
    return facts;
  }
}
