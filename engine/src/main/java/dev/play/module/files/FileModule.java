package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.connection.ConnectionException;
import dev.play.diff.Diff;
import dev.play.facts.FileFacts;
import dev.play.facts.FileFacts.Owner;
import dev.play.facts.FileProbe;
import dev.play.facts.FileType;
import dev.play.facts.HostEnv;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.FileFields;
import dev.play.module.kit.MakeDirectory;
import dev.play.module.kit.Phrases;
import dev.play.module.kit.Probes;
import dev.play.module.kit.ShellChange;
import dev.play.module.kit.UnknownAccounts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code file}: a path's type (file, directory, touch, link, hard, absent) and attributes. {@code
 * touch} on an existing path is always a change (its times are updated), as in Ansible, unless both
 * {@code modification_time} and {@code access_time} are {@code preserve}. Mode is not applied to
 * symbolic links themselves (Linux has no lchmod).
 */
final class FileModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "path!:path",
              "state:str [absent|directory|file|hard|link|touch]",
              "src:path",
              "mode:raw",
              "owner:str",
              "group:str",
              "recurse:bool=false",
              "force:bool=false",
              "follow:bool=true",
              "modification_time:str",
              "modification_time_format:str",
              "access_time:str",
              "access_time_format:str",
              "unsafe_writes:bool=false",
              "attributes:str")
          .withEnum("state", State.class)
          .withAliases(Map.of("dest", "path", "name", "path", "attr", "attributes"));

  /** What the path is to be. */
  enum State {
    ABSENT,
    DIRECTORY,
    FILE,
    HARD,
    LINK,
    TOUCH
  }

  /** The arguments, read. {@code state} null means "as it is now, else file". */
  record Request(
      String path,
      State state,
      String src,
      FileAttrs attrs,
      boolean recurse,
      boolean force,
      boolean follow,
      Stamp mtime,
      Stamp atime) {}

  @Override
  public String name() {
    return "file";
  }

  @Override
  public boolean plansFromProbes() {
    return true;
  }

  @Override
  public ArgSpec spec() {
    return SPEC;
  }

  @Override
  public Plan plan(Args args, ModuleContext ctx) throws ModuleFailure, ConnectionException {
    Request r = request(args);
    ProbeResult facts = Probes.gather(ctx, probe(r, ctx.checkMode()));
    if (ctx.checkMode() && r.state() != State.ABSENT) {
      facts = UnknownAccounts.warned(ctx, r.attrs(), facts);
    }
    if (ctx.checkMode()
        && r.src() != null
        && facts.other() == ProbeResult.Other.ABSENT
        && ctx.pathPlanned(linkSource(r.path(), r.src()))) {
      facts = facts.withOtherPresent();
    }
    if (ctx.checkMode()
        && r.state() == State.DIRECTORY
        && !facts.file().exists()
        && ctx.directoryPlanned(r.path())) {
      return Plan.noChange(
          r.path() + ": created by an earlier task of this run (check mode)",
          Map.of("path", r.path(), "state", "directory"));
    }
    return plan(r, facts);
  }

  static Request request(Args args) throws ModuleFailure {
    State state = args.enumValue("state", State.class);
    Stamp fallback = state == State.TOUCH ? Stamp.NOW : Stamp.PRESERVE;
    return new Request(
        args.string("path"),
        state,
        args.stringOrNull("src"),
        FileAttrs.of(args),
        args.bool("recurse"),
        args.bool("force"),
        args.bool("follow"),
        Stamp.parse(
            args.stringOrNull("modification_time"),
            args.stringOrNull("modification_time_format"),
            fallback,
            "modification_time"),
        Stamp.parse(
            args.stringOrNull("access_time"),
            args.stringOrNull("access_time_format"),
            fallback,
            "access_time"));
  }

  /**
   * One probe: the path (not followed for links, hard links and absent), the link source, the tree;
   * in check mode numeric owner and group are looked up too, for {@link UnknownAccounts}' warnings.
   */
  static FileProbe probe(Request r, boolean check) {
    boolean linkish =
        r.state() == State.LINK || r.state() == State.HARD || r.state() == State.ABSENT;
    FileProbe p = FileProbe.of(r.path()).following(r.follow() && !linkish).checksum(null);
    p = r.state() == State.DIRECTORY ? p.makingParent() : p; // mkdir -p
    p = check ? r.attrs().lookedUpBy(p) : r.attrs().resolvedBy(p);
    if (r.src() != null && linkish) {
      p = p.comparingWith(linkSource(r.path(), r.src()));
    }
    String filter = r.recurse() ? TreeAttrs.findFilter(r.attrs()) : null;
    return filter == null ? p : p.scanningTree(filter);
  }

  /** A symlink's relative source is relative to the link's directory. */
  private static String linkSource(String path, String src) {
    if (src.startsWith("/")) {
      return src;
    }
    int slash = path.lastIndexOf('/');
    return slash < 0 ? src : path.substring(0, slash + 1) + src;
  }

  /** The plan for these facts. Pure. */
  static Plan plan(Request r, ProbeResult facts) throws ModuleFailure {
    State state = r.state() != null ? r.state() : currentState(facts.file());
    if (r.recurse() && state != State.DIRECTORY) {
      throw new ModuleFailure(
          "recurse option requires state to be 'directory' (path " + r.path() + ")");
    }
    return switch (state) {
      case ABSENT -> absent(r, facts);
      case DIRECTORY -> directory(r, facts);
      case TOUCH -> touch(r, facts);
      case LINK -> link(r, facts);
      case HARD -> hard(r, facts);
      case FILE -> file(r, facts);
    };
  }

  private static State currentState(FileFacts f) {
    return f.present()
        .map(
            p ->
                p.is(FileType.DIRECTORY)
                    ? State.DIRECTORY
                    : p.is(FileType.LINK) ? State.LINK : State.FILE)
        .orElse(State.FILE);
  }

  private static Plan absent(Request r, ProbeResult facts) {
    Map<String, Object> result = Map.of("path", r.path(), "state", "absent");
    if (!(facts.file() instanceof FileFacts.Present p)) {
      return Plan.noChange(r.path() + ": already absent", result);
    }
    String what =
        p.is(FileType.DIRECTORY)
            ? "remove directory " + r.path() + " recursively"
            : "remove " + r.path();
    Change rm = new ShellChange(what, "rm -rf -- " + quote(r.path()), "cannot remove " + r.path());
    return Plan.changes(
        List.of(rm), List.of(stateDiff(r.path(), p.type().label(), "absent")), result);
  }

  private static Plan file(Request r, ProbeResult facts) throws ModuleFailure {
    if (!(facts.file() instanceof FileFacts.Present p)) {
      throw new ModuleFailure("file (" + r.path() + ") is absent, cannot continue");
    }
    if (!p.is(FileType.FILE)) {
      throw new ModuleFailure(
          "file (" + r.path() + ") is " + p.type().label() + ", cannot continue");
    }
    return existing(r, facts, p, "file");
  }

  private static Plan directory(Request r, ProbeResult facts) throws ModuleFailure {
    if (!(facts.file() instanceof FileFacts.Present p)) {
      return createDirectory(r, facts);
    }
    if (!p.is(FileType.DIRECTORY)) {
      throw new ModuleFailure(r.path() + " already exists as a " + p.type().label());
    }
    return existing(r, facts, p, "directory");
  }

  private static Plan touch(Request r, ProbeResult facts) throws ModuleFailure {
    if (!(facts.file() instanceof FileFacts.Present p)) {
      return create(r, facts, "create file " + r.path(), "touch -- " + quote(r.path()));
    }
    return existing(r, facts, p, p.type().label());
  }

  /** A new directory, and those missing above it, with their attributes (one command). */
  private static Plan createDirectory(Request r, ProbeResult facts) throws ModuleFailure {
    FileAttrs.State fresh = fresh(facts.env(), true);
    FileAttrs.State wanted = r.attrs().wanted(fresh, true, facts);
    List<Change> changes = new ArrayList<>();
    changes.add(
        new MakeDirectory(
            r.path(),
            fresh.mode() == wanted.mode() ? null : wanted.mode(),
            FileAttrs.sameOwner(fresh.owner(), wanted.owner()) ? null : wanted.owner(),
            MakeDirectory.Parents.ALIKE));
    return created(r, "directory", wanted, changes);
  }

  /** A new file, then its attributes. */
  private static Plan create(Request r, ProbeResult facts, String what, String script)
      throws ModuleFailure {
    if (facts.parent() != ProbeResult.ParentState.DIRECTORY) {
      throw new ModuleFailure(
          "Error, could not touch target: directory of " + r.path() + " does not exist");
    }
    FileAttrs.State fresh = fresh(facts.env(), false);
    FileAttrs.State wanted = r.attrs().wanted(fresh, false, facts);
    List<Change> changes = new ArrayList<>();
    changes.add(new ShellChange(what, script, "cannot create " + r.path()));
    changes.addAll(FileAttrs.changes(r.path(), fresh, wanted, false));
    return created(r, "file", wanted, changes);
  }

  private static Plan created(
      Request r, String state, FileAttrs.State wanted, List<Change> changes) {
    changes.addAll(newTimes(r));
    Map<String, Object> result = result(r.path(), state, wanted);
    return Plan.changes(changes, List.of(stateDiff(r.path(), "absent", state)), result);
  }

  private static FileAttrs.State fresh(HostEnv env, boolean dir) {
    int mode = dir ? env.newDirectoryMode() : env.newFileMode();
    return new FileAttrs.State(mode, new Owner(env.uid(), env.gid(), env.user(), env.group()));
  }

  /** An existing path of the right type: attributes, tree, times. */
  private static Plan existing(Request r, ProbeResult facts, FileFacts.Present p, String state)
      throws ModuleFailure {
    FileAttrs.State now = new FileAttrs.State(p.mode(), p.owner());
    FileAttrs.State wanted = r.attrs().wanted(now, p.is(FileType.DIRECTORY), facts);
    List<Change> changes =
        new ArrayList<>(
            r.recurse()
                ? TreeAttrs.changes(r.path(), r.attrs(), facts)
                : FileAttrs.changes(r.path(), now, wanted, false));
    changes.addAll(existingTimes(r, p));
    Map<String, Object> result = result(r.path(), state, wanted);
    result.put("size", p.size());
    if (changes.isEmpty()) {
      List<String> items = new ArrayList<>(List.of("state " + state));
      items.addAll(r.attrs().requested(wanted));
      String tree = r.recurse() ? " (recursively)" : "";
      return Plan.noChange(Phrases.alreadyAsRequested(r.path(), items) + tree, result);
    }
    List<Diff> diffs =
        now.equals(wanted) ? List.of() : List.of(FileAttrs.diff(r.path(), now, wanted));
    return Plan.changes(changes, diffs, result);
  }

  private static List<Change> existingTimes(Request r, FileFacts.Present p) {
    Stamp m = r.mtime().differs(p.times().mtimeLocal()) ? r.mtime() : Stamp.PRESERVE;
    Stamp a = r.atime().differs(p.times().atimeLocal()) ? r.atime() : Stamp.PRESERVE;
    return timeChange(r.path(), m, a);
  }

  /** Times for a path just created: only explicit timestamps matter. */
  private static List<Change> newTimes(Request r) {
    Stamp m = r.mtime().value().equals("now") ? Stamp.PRESERVE : r.mtime();
    Stamp a = r.atime().value().equals("now") ? Stamp.PRESERVE : r.atime();
    return timeChange(r.path(), m, a);
  }

  private static List<Change> timeChange(String path, Stamp m, Stamp a) {
    if (m.preserve() && a.preserve()) {
      return List.of();
    }
    List<String> opts = new ArrayList<>();
    List<String> what = new ArrayList<>();
    if (!m.preserve()) {
      opts.add(m.touchOption("-m"));
      what.add("modification time " + m.value());
    }
    if (!a.preserve()) {
      opts.add(a.touchOption("-a"));
      what.add("access time " + a.value());
    }
    return List.of(
        new ShellChange(
            "set " + Phrases.join(what) + " on " + path,
            "touch -c " + String.join(" ", opts) + " -- " + quote(path),
            "cannot set times on " + path));
  }

  private static Plan link(Request r, ProbeResult facts) throws ModuleFailure {
    FileFacts f = facts.file();
    String src =
        r.src() != null
            ? r.src()
            : f instanceof FileFacts.Present p && p.is(FileType.LINK) ? p.linkTarget() : null;
    if (src == null) {
      throw new ModuleFailure("src is required for creating new symlinks (path " + r.path() + ")");
    }
    if (facts.other() == ProbeResult.Other.ABSENT && !r.force()) {
      throw new ModuleFailure(
          "src file does not exist, use \"force=yes\" if you really want to create the link: "
              + linkSource(r.path(), src));
    }
    Map<String, Object> result =
        new LinkedHashMap<>(Map.of("path", r.path(), "state", "link", "src", src));
    if (f instanceof FileFacts.Present p && p.is(FileType.LINK)) {
      return existingLink(r, facts, p, src, result);
    }
    String ln = "ln -s -- " + quote(src) + " " + quote(r.path());
    if (f instanceof FileFacts.Present p) {
      ln = replacing(r, p, "symlink") + ln;
    }
    return linkPlan(r, facts, "create symlink " + r.path() + " -> " + src, ln, result);
  }

  private static Plan existingLink(
      Request r, ProbeResult facts, FileFacts.Present p, String src, Map<String, Object> result)
      throws ModuleFailure {
    if (p.linkTarget().equals(src)) {
      List<Change> chown = linkOwner(r, facts, p);
      if (chown.isEmpty()) {
        return Plan.noChange(r.path() + ": symlink to " + src + " already as requested", result);
      }
      return Plan.changes(chown, List.of(), result);
    }
    String ln = "ln -sfn -- " + quote(src) + " " + quote(r.path());
    Diff d = new Diff(r.path(), r.path(), "src: " + p.linkTarget() + "\n", "src: " + src + "\n");
    Change c =
        new ShellChange(
            "replace symlink " + r.path() + " -> " + src + " (was " + p.linkTarget() + ")",
            ln,
            "cannot create symlink " + r.path());
    List<Change> changes = new ArrayList<>(List.of(c));
    changes.addAll(linkOwner(r, facts, p));
    return Plan.changes(changes, List.of(d), result);
  }

  /** Owner and group of the link itself ({@code chown -h}); its mode is left alone. */
  private static List<Change> linkOwner(Request r, ProbeResult facts, FileFacts.Present p)
      throws ModuleFailure {
    FileAttrs ownerOnly = new FileAttrs(null, r.attrs().owner(), r.attrs().group());
    FileAttrs.State now = new FileAttrs.State(p.mode(), p.owner());
    return FileAttrs.changes(r.path(), now, ownerOnly.wanted(now, false, facts), false);
  }

  private static Plan hard(Request r, ProbeResult facts) throws ModuleFailure {
    if (r.src() == null) {
      throw new ModuleFailure(
          "src is required for creating new hard links (path " + r.path() + ")");
    }
    if (facts.other() == ProbeResult.Other.ABSENT) {
      throw new ModuleFailure("src does not exist: " + linkSource(r.path(), r.src()));
    }
    Map<String, Object> result =
        new LinkedHashMap<>(Map.of("path", r.path(), "state", "hard", "src", r.src()));
    if (facts.other() == ProbeResult.Other.SAME_FILE) {
      return Plan.noChange(
          r.path() + ": hard link to " + r.src() + " already as requested", result);
    }
    String ln = "ln -- " + quote(r.src()) + " " + quote(r.path());
    if (facts.file() instanceof FileFacts.Present p) {
      ln = replacing(r, p, "hard link") + ln;
    }
    return linkPlan(r, facts, "create hard link " + r.path() + " => " + r.src(), ln, result);
  }

  /** The removal that must precede a link over an existing path; fails without force. */
  private static String replacing(Request r, FileFacts.Present p, String kind)
      throws ModuleFailure {
    if (!r.force()) {
      throw new ModuleFailure(
          "refusing to convert from " + p.type().label() + " to " + kind + " for " + r.path());
    }
    return (p.is(FileType.DIRECTORY) ? "rmdir -- " : "rm -f -- ") + quote(r.path()) + " && ";
  }

  private static Plan linkPlan(
      Request r, ProbeResult facts, String what, String script, Map<String, Object> result) {
    String before = facts.file().present().map(p -> p.type().label()).orElse("absent");
    String after = result.get("state").equals("link") ? "link" : "hard";
    Change c = new ShellChange(what, script, "cannot create " + after + " " + r.path());
    return Plan.changes(List.of(c), List.of(stateDiff(r.path(), before, after)), result);
  }

  private static Diff stateDiff(String path, String before, String after) {
    return new Diff(
        path,
        path,
        "path: " + path + "\nstate: " + before + "\n",
        "path: " + path + "\nstate: " + after + "\n");
  }

  private static Map<String, Object> result(String path, String state, FileAttrs.State s) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("path", path);
    r.put("state", state);
    r.putAll(FileFields.attributes(s));
    return r;
  }
}
