package dev.play.module.files;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.diff.Diff;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.Probes;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gathers the facts of a recursive copy (one command: the destination tree, and the source tree
 * when it is on the host) and plans it; with {@code --diff}, one more command reads the current
 * content of the existing files that change.
 */
final class TreeCopyRun {
  private TreeCopyRun() {}

  /** A copy from the controller: {@code source} read there. */
  public static Plan fromController(ModuleContext ctx, TreeCopy copy, String src)
      throws ModuleFailure, ConnectionException {
    String listing = String.join("\n", copy.source().listing()) + "\n";
    String script =
        TreeFacts.script(
            copy.root(), ownerName(copy.attrs().owner()), ownerName(copy.attrs().group()), null);
    String out = facts(ctx.run(script, listing.getBytes(StandardCharsets.UTF_8)), copy.root());
    return plan(ctx, copy, out, src);
  }

  /**
   * A copy on the host ({@code remote_src}): {@code srcDir} listed in the same command; {@code
   * copy}'s source is replaced by that listing.
   */
  public static Plan onHost(ModuleContext ctx, TreeCopy copy, String srcDir)
      throws ModuleFailure, ConnectionException {
    String script =
        TreeFacts.script(
            copy.root(), ownerName(copy.attrs().owner()), ownerName(copy.attrs().group()), srcDir);
    String out = facts(ctx.run(script), copy.root());
    if (TreeSource.hostAbsent(out)) {
      throw new ModuleFailure("Source " + srcDir + " not found");
    }
    TreeCopy listed =
        new TreeCopy(
            copy.root(),
            TreeSource.parseHost(srcDir, out),
            copy.attrs(),
            copy.directoryMode(),
            copy.force(),
            copy.backup(),
            copy.validate());
    return plan(ctx, listed, out, srcDir);
  }

  private static Plan plan(ModuleContext ctx, TreeCopy copy, String output, String src)
      throws ModuleFailure, ConnectionException {
    TreeFacts facts;
    try {
      facts = TreeFacts.parse(output);
    } catch (RuntimeException e) {
      throw new ModuleFailure("cannot read the state of " + copy.root() + ": " + e.getMessage());
    }
    facts =
        facts.withIds(
            Probes.plannedId(ctx, "user", ownerName(copy.attrs().owner()), facts.userId()),
            Probes.plannedId(ctx, "group", ownerName(copy.attrs().group()), facts.groupId()));
    TreeCopy.Outcome o = copy.plan(facts);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("dest", copy.root());
    result.put("src", src);
    if (!o.changed()) {
      return Plan.noChange(o.noChangeReason(), result);
    }
    return Plan.changes(o.changes(), ctx.diffMode() ? diffs(ctx, o) : List.of(), result);
  }

  private static List<Diff> diffs(ModuleContext ctx, TreeCopy.Outcome o)
      throws ConnectionException {
    String script = TreeCopy.beforeScript(o);
    Map<String, byte[]> before = Map.of();
    if (script != null) {
      CommandResult r = ctx.run(script);
      before = r.ok() ? TreeCopy.parseBefore(r.stdout()) : Map.of();
    }
    return TreeCopy.diffs(o, before);
  }

  private static String facts(CommandResult r, String root) throws ModuleFailure {
    if (!r.ok()) {
      throw new ModuleFailure(
          "cannot read the state of " + root + ": " + r.stderr().strip(),
          Map.of("rc", r.rc(), "stderr", r.stderr()));
    }
    return r.stdout();
  }

  /** A name to look up, or null for none or a numeric id. */
  private static String ownerName(String name) {
    return name == null || name.matches("[0-9]+") ? null : name;
  }
}
