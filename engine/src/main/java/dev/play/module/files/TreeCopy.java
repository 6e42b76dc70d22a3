package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.diff.Diff;
import dev.play.facts.FileFacts.Owner;
import dev.play.facts.FileType;
import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.AtomicWrite;
import dev.play.module.kit.ContentDiff;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.MakeDirectory;
import dev.play.module.kit.ModeSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plans a recursive copy ({@code copy} with a directory {@code src}) from the source tree and the
 * destination's facts: each missing directory is created (with {@code directory_mode} and the
 * owner), each file whose sha1 differs is written atomically, each file whose content matches gets
 * only the chown/chmod it needs. An unchanged tree is no change. Pure.
 *
 * @param root the destination directory that receives the tree's content
 * @param directoryMode the mode of new directories, or null for the host's default
 */
record TreeCopy(
    String root,
    TreeSource source,
    FileAttrs attrs,
    ModeSpec directoryMode,
    boolean force,
    boolean backup,
    String validate) {

  /** What the copy would do: its steps and, for {@code --diff}, the files it writes. */
  public record Outcome(List<Change> changes, List<Written> written, String noChangeReason) {
    public boolean changed() {
      return !changes.isEmpty();
    }
  }

  /** A file the copy writes; {@code before} is its facts when it exists. */
  public record Written(
      String path, TreeSource.SourceFile file, Optional<TreeFacts.Entry> before) {}

  public Outcome plan(TreeFacts facts) throws ModuleFailure {
    if (facts.root() == TreeFacts.Root.OTHER) {
      throw new ModuleFailure("copy: destination " + root + " exists and is not a directory");
    }
    List<Change> changes = new ArrayList<>();
    List<Written> written = new ArrayList<>();
    Owner dirOwner = directoryOwner(facts);
    Integer dirMode =
        directoryMode == null ? null : directoryMode.apply(facts.env().newDirectoryMode(), true);
    if (facts.root() == TreeFacts.Root.ABSENT) {
      changes.add(new MakeDirectory(root, dirMode, dirOwner, MakeDirectory.Parents.DEFAULTS));
    }
    for (String dir : source.dirs()) {
      Optional<TreeFacts.Entry> e = facts.entry(dir);
      if (e.isEmpty()) {
        changes.add(new MakeDirectory(path(dir), dirMode, dirOwner, MakeDirectory.Parents.NONE));
      } else if (e.get().type() != FileType.DIRECTORY) {
        throw new ModuleFailure("copy: " + path(dir) + " exists and is not a directory");
      }
    }
    for (TreeSource.SourceFile f : source.files()) {
      planFile(f, facts, changes, written);
    }
    return new Outcome(changes, written, changes.isEmpty() ? reason() : null);
  }

  private void planFile(
      TreeSource.SourceFile f, TreeFacts facts, List<Change> changes, List<Written> written)
      throws ModuleFailure {
    String path = path(f.rel());
    Optional<TreeFacts.Entry> e = facts.entry(f.rel());
    if (e.isPresent() && e.get().type() != FileType.FILE) {
      throw new ModuleFailure(
          "Destination " + path + " is a " + e.get().type().label() + ", not a regular file");
    }
    if (e.isPresent() && !force) {
      return;
    }
    if (f.checksum() == null) {
      throw new ModuleFailure("Source " + f.hostPath() + " not readable");
    }
    FileAttrs.State writer = writer(facts);
    FileAttrs.State current = e.map(x -> new FileAttrs.State(x.mode(), x.owner())).orElse(writer);
    boolean contentChanged = e.isEmpty() || !f.checksum().equals(e.get().checksum());
    FileAttrs.State wanted =
        fileAttrs(f, contentChanged).wanted(current, false, facts.userId(), facts.groupId());
    if (contentChanged) {
      boolean chown = !FileAttrs.sameOwner(wanted.owner(), writer.owner());
      changes.add(
          f.content() != null
              ? new AtomicWrite(path, f.content(), wanted, chown, backup && e.isPresent(), validate)
              : new HostCopy(f.hostPath(), path, wanted, chown, backup && e.isPresent(), validate));
      written.add(new Written(path, f, e));
    } else {
      changes.addAll(FileAttrs.changes(path, current, wanted, false));
    }
  }

  /**
   * The attributes of one file: {@code preserve} is the source's mode; a file on the host that is
   * written without a {@code mode} gets its source's mode too, as Ansible's remote copy does.
   */
  private FileAttrs fileAttrs(TreeSource.SourceFile f, boolean written) {
    boolean preserve =
        attrs.mode() instanceof ModeSpec.Preserve
            || (attrs.mode() == null && written && f.hostPath() != null);
    return preserve
        ? new FileAttrs(new ModeSpec.Octal(f.mode()), attrs.owner(), attrs.group())
        : attrs;
  }

  /**
   * The owner of new directories when owner or group is asked and differs from the writer's, else
   * null.
   */
  private Owner directoryOwner(TreeFacts facts) throws ModuleFailure {
    if (attrs.owner() == null && attrs.group() == null) {
      return null;
    }
    FileAttrs.State writer = writer(facts);
    FileAttrs ownerOnly = new FileAttrs(null, attrs.owner(), attrs.group());
    Owner wanted = ownerOnly.wanted(writer, true, facts.userId(), facts.groupId()).owner();
    return FileAttrs.sameOwner(wanted, writer.owner()) ? null : wanted;
  }

  private static FileAttrs.State writer(TreeFacts facts) {
    var env = facts.env();
    return new FileAttrs.State(
        env.newFileMode(), new Owner(env.uid(), env.gid(), env.user(), env.group()));
  }

  private String path(String rel) {
    return (root.endsWith("/") ? root : root + "/") + rel;
  }

  private String reason() {
    int files = source.files().size();
    int dirs = source.dirs().size();
    return root
        + ": "
        + count(files, "file")
        + " and "
        + count(dirs, "directory", "directories")
        + " already as requested";
  }

  private static String count(int n, String one) {
    return count(n, one, one + "s");
  }

  private static String count(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /**
   * The command printing the current content of the written files that exist (for {@code --diff}),
   * at most 1 MiB each: {@code f=PATH} then the base64 content on one line; null when none.
   */
  public static String beforeScript(Outcome o) {
    StringBuilder s = new StringBuilder();
    for (Written w : o.written()) {
      if (w.before().isPresent()
          && w.before().get().size() <= dev.play.facts.FileProbe.MAX_DIFF_SIZE
          && w.file().content() != null) {
        s.append("printf 'f=%s\\n' ")
            .append(quote(w.path()))
            .append("; base64 -w0 < ")
            .append(quote(w.path()))
            .append("; echo\n");
      }
    }
    return s.isEmpty() ? null : s.toString();
  }

  /** Parses {@link #beforeScript}'s output: content by path. Pure. */
  public static Map<String, byte[]> parseBefore(String output) {
    Map<String, byte[]> out = new java.util.HashMap<>();
    String[] lines = output.split("\n", -1);
    for (int i = 0; i + 1 < lines.length; i++) {
      if (lines[i].startsWith("f=")) {
        out.put(
            lines[i].substring(2), java.util.Base64.getMimeDecoder().decode(lines[++i].strip()));
      }
    }
    return out;
  }

  /** The content diffs of the written files; {@code before} from {@link #parseBefore}. */
  public static List<Diff> diffs(Outcome o, Map<String, byte[]> before) {
    List<Diff> out = new ArrayList<>();
    for (Written w : o.written()) {
      String oldSum = w.before().map(TreeFacts.Entry::checksum).orElse(null);
      if (w.file().content() == null) {
        out.add(
            new Diff(
                w.path(),
                w.path(),
                oldSum == null ? "" : "(sha1 " + oldSum + ")\n",
                "(copied on the host from "
                    + w.file().hostPath()
                    + ", sha1 "
                    + w.file().checksum()
                    + ")\n"));
      } else {
        boolean tooLarge = w.before().isPresent() && !before.containsKey(w.path());
        out.add(
            ContentDiff.of(
                w.path(),
                Optional.ofNullable(before.get(w.path())),
                tooLarge,
                oldSum,
                w.file().content()));
      }
    }
    return out;
  }
}
