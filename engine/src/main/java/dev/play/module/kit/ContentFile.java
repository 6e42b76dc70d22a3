package dev.play.module.kit;

import dev.play.diff.Diff;
import dev.play.facts.FileFacts;
import dev.play.facts.FileType;
import dev.play.facts.HostEnv;
import dev.play.facts.ProbeResult;
import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Plans writing whole content to a file (copy, template, lineinfile, blockinfile): one atomic write
 * when the checksum differs (owner and mode folded in), else chown/chmod when only the attributes
 * differ. Pure.
 *
 * @param desired the bytes the file must hold
 * @param validate a command with {@code %s}, or null
 */
public record ContentFile(byte[] desired, FileAttrs attrs, boolean backup, String validate) {

  /** What writing would do: its steps and diffs, and the file's state afterwards. */
  public record Outcome(
      String path,
      List<Change> changes,
      List<Diff> diffs,
      boolean contentChanged,
      boolean attributesChanged,
      FileAttrs.State state,
      String checksum,
      List<String> asRequested) {
    public boolean changed() {
      return !changes.isEmpty();
    }

    /** Ansible's file fields: {@code mode}, {@code owner}, {@code group}, {@code uid}, ... */
    public Map<String, Object> fileFields(int size) {
      Map<String, Object> r = new LinkedHashMap<>();
      r.put("checksum", checksum);
      r.put("size", size);
      r.put("state", "file");
      r.putAll(FileFields.attributes(state));
      return r;
    }
  }

  /** Fails unless the path can hold a regular file: a file or nothing, in an existing directory. */
  public static void checkTarget(ProbeResult facts) throws ModuleFailure {
    if (facts.file() instanceof FileFacts.Present p && !p.is(FileType.FILE)) {
      throw new ModuleFailure(
          "Destination " + facts.path() + " is a " + p.type().label() + ", not a regular file");
    }
    if (facts.parent() != ProbeResult.ParentState.DIRECTORY) {
      throw new ModuleFailure(
          "Destination directory " + parentOf(facts.realPath()) + " does not exist");
    }
  }

  public static String parentOf(String path) {
    int slash = path.lastIndexOf('/');
    return slash < 0 ? "." : slash == 0 ? "/" : path.substring(0, slash);
  }

  public Outcome plan(ProbeResult facts, boolean diffMode) throws ModuleFailure {
    String path = facts.realPath();
    String checksum = Checksums.sha1(desired);
    FileAttrs.State current = current(facts);
    FileAttrs.State wanted = attrs.wanted(current, false, facts);
    boolean contentChanged =
        !(facts.file() instanceof FileFacts.Present p) || !checksum.equals(p.checksum());
    List<Change> changes = new ArrayList<>();
    List<Diff> diffs = new ArrayList<>();
    if (contentChanged) {
      boolean chown = !FileAttrs.sameOwner(wanted.owner(), writer(facts.env()).owner());
      changes.add(
          new AtomicWrite(path, desired, wanted, chown, backup && facts.file().exists(), validate));
      if (diffMode) {
        diffs.add(contentDiff(facts, path));
      }
    } else {
      changes.addAll(FileAttrs.changes(path, current, wanted, false));
    }
    boolean attrsChanged = facts.file().exists() && !current.equals(wanted);
    if (diffMode && attrsChanged) {
      diffs.add(FileAttrs.diff(path, current, wanted));
    }
    List<String> items = new ArrayList<>(List.of("content"));
    items.addAll(attrs.requested(wanted));
    return new Outcome(path, changes, diffs, contentChanged, attrsChanged, wanted, checksum, items);
  }

  private Diff contentDiff(ProbeResult facts, String path) {
    String oldSum = facts.file().present().map(FileFacts.Present::checksum).orElse(null);
    return ContentDiff.of(path, facts.content(), facts.contentTooLarge(), oldSum, desired);
  }

  /** The file's state now, or the state a new file gets from the writer. */
  private static FileAttrs.State current(ProbeResult facts) {
    return facts
        .file()
        .present()
        .map(p -> new FileAttrs.State(p.mode(), p.owner()))
        .orElseGet(() -> writer(facts.env()));
  }

  private static FileAttrs.State writer(HostEnv env) {
    return new FileAttrs.State(
        env.newFileMode(), new FileFacts.Owner(env.uid(), env.gid(), env.user(), env.group()));
  }
}
