package dev.play.module.kit;

import dev.play.connection.ConnectionException;
import dev.play.facts.FileFacts;
import dev.play.facts.FileProbe;
import dev.play.facts.ProbeResult;
import dev.play.module.Args;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * copy and template: write controller-side bytes to {@code dest}, which may name a directory (then
 * the file inside it is named after the source). Facts: one probe; plan: pure.
 *
 * @param srcName the source's file name, or null for {@code content}
 */
public record FileWrite(
    String dest,
    String srcName,
    byte[] content,
    FileAttrs attrs,
    boolean force,
    boolean backup,
    String validate) {

  /** Reads the arguments copy and template share. */
  public static FileWrite of(Args args, String srcName, byte[] content, FileAttrs attrs)
      throws ModuleFailure {
    String validate = args.stringOrNull("validate");
    if (validate != null && !validate.contains("%s")) {
      throw new ModuleFailure("validate must contain %s: " + validate);
    }
    return new FileWrite(
        args.string("dest"),
        srcName,
        content,
        attrs,
        args.bool("force"),
        args.bool("backup"),
        validate);
  }

  /** {@code preserve} resolved to the controller file's mode. */
  public static FileAttrs preserving(FileAttrs attrs, Path src) throws ModuleFailure {
    if (!(attrs.mode() instanceof ModeSpec.Preserve)) {
      return attrs;
    }
    if (src == null) {
      throw new ModuleFailure("mode=preserve requires a src file");
    }
    try {
      return new FileAttrs(
          new ModeSpec.Octal(bits(Files.getPosixFilePermissions(src))),
          attrs.owner(),
          attrs.group());
    } catch (IOException | UnsupportedOperationException e) {
      throw new ModuleFailure("cannot read the mode of " + src + ": " + e.getMessage());
    }
  }

  @SuppressWarnings(
      "EnumOrdinal") // PosixFilePermission's documented order (owner, group, others; read, write,
  // execute) is the mode's bit order
  private static int bits(Set<PosixFilePermission> perms) {
    int mode = 0;
    for (PosixFilePermission p : perms) {
      mode |= 0400 >> p.ordinal();
    }
    return mode;
  }

  /** The facts command: the destination (or the file inside it), content only for a diff. */
  public FileProbe probe(boolean diffMode) {
    boolean intoDir = dest.endsWith("/") && srcName != null;
    FileProbe p = FileProbe.of(intoDir ? dest + srcName : dest).following(true);
    if (srcName != null && !intoDir) {
      p = p.insideDirectory(srcName);
    }
    if (diffMode) {
      p = p.withContent(FileProbe.ContentMode.IF_DIFFERENT, Checksums.sha1(content));
    }
    return attrs.resolvedBy(p);
  }

  /**
   * The plan for the facts of {@code ctx}'s host. In check mode, where the content is written (a
   * new file, or other content), an account the host lacks is taken for one the run creates ({@link
   * UnknownAccounts#plannedForCopy}); for the same content Ansible's copy action sets the
   * attributes with its file module, which fails on it, as play does.
   */
  public Plan plan(ModuleContext ctx) throws ModuleFailure, ConnectionException {
    ProbeResult facts = Probes.gather(ctx, probe(ctx.diffMode()));
    boolean same =
        facts.file() instanceof FileFacts.Present p && Checksums.sha1(content).equals(p.checksum());
    return plan(
        ctx.checkMode() && !same ? UnknownAccounts.plannedForCopy(attrs, facts) : facts,
        ctx.diffMode());
  }

  /** The plan for these facts. Pure. */
  public Plan plan(ProbeResult facts, boolean diffMode) throws ModuleFailure {
    ContentFile.checkTarget(facts);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("dest", facts.path());
    if (!force && facts.file() instanceof FileFacts.Present p) {
      result.putAll(FileFields.of(p));
      return Plan.noChange(facts.path() + ": exists and force is false, not replaced", result);
    }
    ContentFile.Outcome o = new ContentFile(content, attrs, backup, validate).plan(facts, diffMode);
    result.putAll(o.fileFields(content.length));
    if (!o.changed()) {
      return Plan.noChange(Phrases.alreadyAsRequested(o.path(), o.asRequested()), result);
    }
    return Plan.changes(o.changes(), o.diffs(), result);
  }
}
