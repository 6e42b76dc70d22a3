package dev.play.module.kit;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.facts.FileProbe;
import dev.play.facts.FileProbeParser;
import dev.play.facts.ProbeResult;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Runs a {@link FileProbe} on the host: one round trip. In check mode, a missing parent directory
 * that an earlier task plans to create reads as present, so the prediction matches the real run. A
 * module may add its own facts to the same round trip: a script printing {@code x_key=value} lines,
 * run before the probe.
 */
public final class Probes {
  /** The probe's facts and the module's own {@code x_} values (keys without the prefix). */
  public record WithExtra(ProbeResult facts, Map<String, String> extra) {}

  private static final String EXTRA_PREFIX = "x_";

  private Probes() {}

  public static ProbeResult gather(ModuleContext ctx, FileProbe probe)
      throws ModuleFailure, ConnectionException {
    return gather(ctx, probe, null).facts();
  }

  /**
   * The probe, preceded by {@code extraScript} whose {@code x_key=value} lines come back in {@code
   * extra}.
   */
  public static WithExtra gather(ModuleContext ctx, FileProbe probe, String extraScript)
      throws ModuleFailure, ConnectionException {
    String script =
        extraScript == null
            ? probe.script()
            : "{ " + extraScript + "\n} 2>/dev/null\n" + probe.script();
    CommandResult r = ctx.probe(script, probe.request());
    if (!r.ok()) {
      throw new ModuleFailure(
          "cannot read the state of " + probe.path() + ": " + r.stderr().strip(),
          Map.of("rc", r.rc(), "stderr", r.stderr()));
    }
    ProbeResult facts;
    try {
      facts = FileProbeParser.parse(r.stdout());
    } catch (RuntimeException e) {
      throw new ModuleFailure("cannot read the state of " + probe.path() + ": " + e.getMessage());
    }
    if (ctx.checkMode()
        && facts.parent() == ProbeResult.ParentState.ABSENT
        && parentMayCome(ctx, probe, facts)) {
      facts = facts.withParentPresent();
    }
    if (ctx.checkMode()) {
      facts = plannedAccounts(ctx, probe, facts);
      facts = plannedContent(ctx, facts);
    }
    return new WithExtra(facts, extra(r.stdout()));
  }

  /**
   * Check mode: an earlier task creates the missing directory (known), or, for a caller that cannot
   * do without it, a package installed earlier or a command check mode does not run may bring it
   * (the prediction is then assumed).
   */
  private static boolean parentMayCome(ModuleContext ctx, FileProbe probe, ProbeResult facts) {
    String parent = ContentFile.parentOf(facts.realPath());
    return ctx.directoryPlanned(parent)
        || (!probe.makesParent()
            && dev.play.module.Assumed.assumeBrought(ctx, "directory " + parent));
  }

  /** Check mode: a regular file an earlier task writes reads as that task leaves it. */
  private static ProbeResult plannedContent(ModuleContext ctx, ProbeResult facts) {
    boolean regularOrAbsent =
        !(facts.file() instanceof dev.play.facts.FileFacts.Present p)
            || p.is(dev.play.facts.FileType.FILE);
    if (!regularOrAbsent) {
      return facts;
    }
    return ctx.plannedFile(facts.realPath())
        .map(
            f ->
                facts.withPlannedContent(
                    f.content(), f.mode(), f.owner(), Checksums.sha1(f.content())))
        .orElse(facts);
  }

  /**
   * Check mode: an owner or group that an earlier task creates has no id yet; it gets one no file
   * has, so the chown is planned, as the real run will do it.
   */
  private static ProbeResult plannedAccounts(
      ModuleContext ctx, FileProbe probe, ProbeResult facts) {
    return facts.withIds(
        plannedId(ctx, "user", probe.user(), facts.userId()),
        plannedId(ctx, "group", probe.group(), facts.groupId()));
  }

  /**
   * Check mode: the id of {@code kind} ({@code user} or {@code group}) {@code name} as looked up,
   * or one no file has when the lookup found nothing and an earlier task creates the account, or
   * installs a package or runs a command check mode does not run, which may bring it (munge's
   * package makes the user munge; the prediction is then assumed).
   */
  public static java.util.OptionalInt plannedId(
      ModuleContext ctx, String kind, String name, java.util.OptionalInt looked) {
    if (name == null
        || looked.isPresent()
        || !ctx.checkMode()
        || (!ctx.planned(kind + ":" + name)
            && !dev.play.module.Assumed.assumeBrought(ctx, kind + " " + name))) {
      return looked;
    }
    return java.util.OptionalInt.of(PLANNED_ID);
  }

  /** The id of an account that does not exist yet (check mode). */
  static final int PLANNED_ID = Integer.MAX_VALUE;

  /**
   * The {@code x_} lines before the probe's content; a repeated key's values are joined by
   * newlines. Pure.
   */
  static Map<String, String> extra(String output) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String line : FileProbeParser.head(output).split("\n")) {
      int eq = line.indexOf('=');
      if (line.startsWith(EXTRA_PREFIX) && eq > EXTRA_PREFIX.length()) {
        out.merge(
            line.substring(EXTRA_PREFIX.length(), eq),
            line.substring(eq + 1),
            (a, b) -> a + "\n" + b);
      }
    }
    return out;
  }
}
