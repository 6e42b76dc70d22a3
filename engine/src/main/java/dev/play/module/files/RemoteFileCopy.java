package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.diff.Diff;
import dev.play.facts.FileFacts;
import dev.play.facts.FileProbe;
import dev.play.facts.HostEnv;
import dev.play.facts.ProbeResult;
import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.ContentFile;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.FileFields;
import dev.play.module.kit.ModeSpec;
import dev.play.module.kit.Phrases;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code copy remote_src} of one file: the source and the destination examined in one command (the
 * source's type, mode, size and sha1 as {@code x_src_*} lines before the destination's probe); the
 * plan copies on the host when the checksums differ, else fixes only the attributes.
 *
 * @param dest the destination file, or a directory that receives the file under its own name
 */
record RemoteFileCopy(
    String src, String dest, FileAttrs attrs, boolean force, boolean backup, String validate) {

  /** What the source is, from the {@code x_src_*} values. */
  public record Source(String type, int mode, long size, String checksum) {
    public static Source of(Map<String, String> extra) {
      String type = extra.getOrDefault("src_type", "absent");
      return new Source(
          type,
          Integer.parseInt(extra.getOrDefault("src_mode", "0"), 8),
          Long.parseLong(extra.getOrDefault("src_size", "0")),
          extra.get("src_sum"));
    }
  }

  /** The source's facts, run before the destination's probe. */
  public String sourceScript() {
    return "s="
        + quote(src)
        + "\n"
        + "if [ -d \"$s\" ]; then echo x_src_type=directory; elif [ -f \"$s\" ]; then echo x_src_type=file; "
        + "printf 'x_src_mode=%s\\nx_src_size=%s\\n' \"$(stat -L -c %a -- \"$s\")\" \"$(stat -L -c %s -- \"$s\")\"; "
        + "c=$(sha1sum < \"$s\") && echo \"x_src_sum=${c%% *}\"; "
        + "elif [ -e \"$s\" ]; then echo x_src_type=other; else echo x_src_type=absent; fi";
  }

  /** The destination's probe: {@code dest}, or the file named after the source inside it. */
  public FileProbe probe() {
    String name = src.substring(src.lastIndexOf('/') + 1);
    boolean intoDir = dest.endsWith("/");
    FileProbe p = FileProbe.of(intoDir ? dest + name : dest).following(true);
    return attrs.resolvedBy(intoDir ? p : p.insideDirectory(name));
  }

  /**
   * The plan. {@code srcPlanned}: check mode and an earlier task creates the missing source, so the
   * copy is planned without its checksum. Pure.
   */
  public Plan plan(Source source, ProbeResult facts, boolean srcPlanned) throws ModuleFailure {
    boolean planned = source.type().equals("absent") && srcPlanned;
    if (!planned) {
      checkSource(source);
    }
    ContentFile.checkTarget(facts);
    Map<String, Object> result = new LinkedHashMap<>();
    result.put("dest", facts.path());
    result.put("src", src);
    if (!force && facts.file() instanceof FileFacts.Present p) {
      result.putAll(FileFields.of(p));
      return Plan.noChange(facts.path() + ": exists and force is false, not replaced", result);
    }
    FileAttrs.State writer = writer(facts.env());
    FileAttrs.State current =
        facts.file().present().map(p -> new FileAttrs.State(p.mode(), p.owner())).orElse(writer);
    // preserve, or a new file without a mode: the source's mode (Ansible's copystat); unknown when
    // planned
    boolean preserve =
        attrs.mode() instanceof ModeSpec.Preserve
            || (attrs.mode() == null && !facts.file().exists());
    FileAttrs effective =
        preserve
            ? new FileAttrs(
                planned ? null : new ModeSpec.Octal(source.mode()), attrs.owner(), attrs.group())
            : attrs;
    FileAttrs.State wanted = effective.wanted(current, false, facts);
    String old = facts.file().present().map(FileFacts.Present::checksum).orElse(null);
    boolean contentChanged = planned || !source.checksum().equals(old);
    List<Change> changes = new ArrayList<>();
    List<Diff> diffs = new ArrayList<>();
    String path = facts.realPath();
    if (contentChanged) {
      boolean chown = !FileAttrs.sameOwner(wanted.owner(), writer.owner());
      changes.add(
          new HostCopy(src, path, wanted, chown, backup && facts.file().exists(), validate));
      diffs.add(
          new Diff(
              path,
              path,
              old == null ? "" : "(sha1 " + old + ")\n",
              "(copied on the host from "
                  + src
                  + (planned ? "" : ", sha1 " + source.checksum())
                  + ")\n"));
    } else {
      changes.addAll(FileAttrs.changes(path, current, wanted, false));
    }
    if (facts.file().exists() && !current.equals(wanted)) {
      diffs.add(FileAttrs.diff(path, current, wanted));
    }
    if (!planned) {
      result.put("checksum", source.checksum());
      result.put(
          "size",
          source.size() <= Integer.MAX_VALUE ? (Object) (int) source.size() : source.size());
    }
    result.put("state", "file");
    result.putAll(FileFields.attributes(wanted));
    if (changes.isEmpty()) {
      List<String> items = new ArrayList<>(List.of("content"));
      items.addAll(effective.requested(wanted));
      return Plan.noChange(Phrases.alreadyAsRequested(path, items), result);
    }
    return Plan.changes(changes, diffs, result);
  }

  private void checkSource(Source source) throws ModuleFailure {
    switch (source.type()) {
      case "file" -> {
        if (source.checksum() == null) {
          throw new ModuleFailure("Source " + src + " not readable");
        }
      }
      case "absent" -> throw new ModuleFailure("Source " + src + " not found");
      default -> throw new ModuleFailure("Source " + src + " is not a regular file or directory");
    }
  }

  private static FileAttrs.State writer(HostEnv env) {
    return new FileAttrs.State(
        env.newFileMode(), new FileFacts.Owner(env.uid(), env.gid(), env.user(), env.group()));
  }
}
