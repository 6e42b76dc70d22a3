package dev.play.module.system;

import static dev.play.value.Shell.quote;

import dev.play.connection.ConnectionException;
import dev.play.facts.ProbeResult;
import dev.play.module.ArgSpec;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.Choice;
import dev.play.module.Module;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.LabeledChange;
import dev.play.module.kit.Lines;
import dev.play.module.kit.MakeDirectory;
import dev.play.module.kit.Probes;
import dev.play.module.kit.ShellChange;
import dev.play.module.kit.TextFile;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code mount} (ansible.posix): an {@code fstab} entry and the live mount. One round trip reads
 * the fstab file and the path's line of {@code /proc/self/mountinfo}; a path already mounted from
 * the same source is no change.
 */
final class MountModule implements Module {
  private static final ArgSpec SPEC =
      ArgSpec.of(
              "path!:path",
              "src:path=",
              "fstype:str=",
              "opts:str=defaults",
              "dump:str=0",
              "passno:str=0",
              "state!:str [absent|absent_from_fstab|mounted|present|unmounted|remounted|ephemeral]",
              "fstab:str=/etc/fstab",
              "backup:bool=false",
              "boot:bool=true",
              "opts_no_log:bool=false")
          .withEnum("state", State.class)
          .withAliases(Map.of("name", "path"));

  /** What the path is to be. */
  enum State implements Choice {
    ABSENT,
    ABSENT_FROM_FSTAB,
    MOUNTED,
    PRESENT,
    UNMOUNTED,
    REMOUNTED,
    EPHEMERAL;
  }

  /** The states play implements: all of the spec's but {@code absent_from_fstab}. */
  private static final List<String> STATES =
      List.of("mounted", "present", "unmounted", "absent", "remounted", "ephemeral");

  /** What the task asks for. */
  record Request(FstabEntry entry, State state, String fstab, boolean backup) {
    String path() {
      return entry.path();
    }
  }

  /**
   * What the host has: the fstab file, the live mount of the path (or null), whether the path is a
   * directory.
   */
  record Facts(ProbeResult fstab, MountInfo live, boolean directory) {}

  @Override
  public String name() {
    return "mount";
  }

  @Override
  public String fqcn() {
    return "ansible.posix." + name();
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
    TextFile fstab = fstabFile(r);
    Probes.WithExtra w = Probes.gather(ctx, fstab.probe(), liveScript(r.path()));
    String line = w.extra().get("mnt");
    return plan(
        r,
        new Facts(
            w.facts(), line == null ? null : MountInfo.parse(line), w.extra().containsKey("dir")),
        ctx.diffMode());
  }

  static Request request(Args args) throws ModuleFailure {
    State state = args.enumValue("state", State.class);
    if (state == State.ABSENT_FROM_FSTAB) {
      throw new ModuleFailure(
          "mount: argument 'state' must be one of "
              + String.join(", ", STATES)
              + ", got '"
              + state.choice()
              + "'");
    }
    String path = args.string("path").strip();
    if (path.length() > 1 && path.endsWith("/")) {
      path = path.substring(0, path.length() - 1);
    }
    boolean needsSource =
        state == State.MOUNTED || state == State.PRESENT || state == State.EPHEMERAL;
    if (needsSource && (!args.has("src") || !args.has("fstype"))) {
      throw new ModuleFailure("mount: src and fstype are required with state=" + state.choice());
    }
    String opts = args.string("opts").strip();
    if (!args.bool("boot") && !List.of(opts.split(",")).contains("noauto")) {
      opts = opts.equals("defaults") ? "noauto" : opts + ",noauto";
    }
    FstabEntry entry =
        new FstabEntry(
            args.string("src"),
            path,
            args.string("fstype"),
            opts,
            args.string("dump"),
            args.string("passno"));
    return new Request(entry, state, args.string("fstab"), args.bool("backup"));
  }

  private static TextFile fstabFile(Request r) {
    return new TextFile(r.fstab(), new FileAttrs(null, null, null), true, r.backup(), null);
  }

  /** {@code x_mnt=<the path's topmost mountinfo line>} and {@code x_dir=1}. */
  static String liveScript(String path) {
    return "awk -v p="
        + quote(FstabEntry.escape(path))
        + " '$5 == p {l = $0} END {if (l != \"\") print \"x_mnt=\" l}'"
        + " /proc/self/mountinfo; [ -d "
        + quote(path)
        + " ] && echo x_dir=1";
  }

  /** The plan for these facts. Pure. */
  static Plan plan(Request r, Facts f, boolean diffMode) throws ModuleFailure {
    TextFile fstab = fstabFile(r);
    Map<String, Object> result = result(r);
    boolean editsFstab =
        r.state() == State.MOUNTED || r.state() == State.PRESENT || r.state() == State.ABSENT;
    Plan written =
        editsFstab
            ? fstab.plan(
                f.fstab(),
                fstabEdit(r, Lines.split(fstab.current(f.fstab(), ""))),
                diffMode,
                result)
            : Plan.noChange("", result);
    List<Change> changes = new ArrayList<>();
    written
        .changes()
        .forEach(
            c -> changes.add(new LabeledChange(String.valueOf(written.result().get("msg")), c)));
    changes.addAll(live(r, f, !written.changes().isEmpty()));
    if (changes.isEmpty()) {
      return Plan.noChange(reason(r, f), written.result());
    }
    return Plan.changes(changes, written.diffs(), written.result());
  }

  private static TextFile.Edit fstabEdit(Request r, List<String> lines) {
    String original = String.join("", lines);
    List<String> out = new ArrayList<>();
    FstabEntry found = null;
    for (String line : lines) {
      FstabEntry e = FstabEntry.parse(line);
      if (e == null || !e.path().equals(r.path())) {
        out.add(line);
      } else if (found == null) {
        found = e;
        if (r.state() != State.ABSENT) {
          out.add(r.entry().sameAs(e) ? line : r.entry().line());
        }
      }
    }
    if (r.state() == State.ABSENT) {
      return found == null
          ? new TextFile.Edit(original, "", "no entry for " + r.path())
          : new TextFile.Edit(String.join("", out), r.path() + " removed from " + r.fstab(), null);
    }
    if (found == null) {
      if (!out.isEmpty() && !out.get(out.size() - 1).endsWith("\n")) {
        out.set(out.size() - 1, out.get(out.size() - 1) + "\n");
      }
      out.add(r.entry().line());
      return new TextFile.Edit(String.join("", out), r.path() + " added to " + r.fstab(), null);
    }
    return r.entry().sameAs(found)
        ? new TextFile.Edit(original, "", "entry for " + r.path() + " as requested")
        : new TextFile.Edit(String.join("", out), r.path() + " changed in " + r.fstab(), null);
  }

  private static List<Change> live(Request r, Facts f, boolean fstabChanged) throws ModuleFailure {
    MountInfo live = f.live();
    List<Change> out = new ArrayList<>();
    switch (r.state()) {
      case MOUNTED, EPHEMERAL -> {
        if (!f.directory() && live == null) {
          out.add(MakeDirectory.withParents(r.path()));
        }
        if (live == null) {
          out.add(mount(r));
        } else if (!live.mountedFrom(r.entry().src(), r.entry().fstype())) {
          if (r.state() == State.EPHEMERAL) {
            throw new ModuleFailure(
                "mount: "
                    + r.path()
                    + " is already mounted from "
                    + live.source()
                    + ", not "
                    + r.entry().src());
          }
          out.add(umount(r, "mounted from " + live.source()));
          out.add(mount(r));
        } else if (fstabChanged) {
          out.add(remount(r));
        }
      }
      case UNMOUNTED, ABSENT -> {
        if (live != null) {
          out.add(umount(r, "mounted from " + live.source()));
        }
      }
      case REMOUNTED -> {
        if (live == null) {
          throw new ModuleFailure(
              "mount: " + r.path() + " is not mounted, so it cannot be remounted");
        }
        out.add(remount(r));
      }
      case PRESENT, ABSENT_FROM_FSTAB -> {}
    }
    return out;
  }

  private static Change mount(Request r) {
    FstabEntry e = r.entry();
    return new ShellChange(
        "mount " + e.src() + " on " + e.path() + " (" + e.fstype() + ", " + e.opts() + ")",
        "mount -t "
            + quote(e.fstype())
            + " -o "
            + quote(e.opts())
            + " "
            + quote(e.src())
            + " "
            + quote(e.path()),
        "mount " + e.path() + " failed");
  }

  private static Change umount(Request r, String why) {
    return new ShellChange(
        "unmount " + r.path() + " (" + why + ")",
        "umount " + quote(r.path()),
        "umount " + r.path() + " failed");
  }

  private static Change remount(Request r) {
    String opts = r.entry().opts().equals("defaults") ? "remount" : "remount," + r.entry().opts();
    return new ShellChange(
        "remount " + r.path() + " (" + opts + ")",
        "mount -o " + quote(opts) + " " + quote(r.path()),
        "remount " + r.path() + " failed");
  }

  private static Map<String, Object> result(Request r) {
    FstabEntry e = r.entry();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("name", e.path());
    m.put("src", e.src());
    m.put("fstype", e.fstype());
    m.put("opts", e.opts());
    m.put("dump", e.dump());
    m.put("passno", e.passno());
    m.put("fstab", r.fstab());
    m.put("boot", !List.of(e.opts().split(",")).contains("noauto"));
    return m;
  }

  private static String reason(Request r, Facts f) {
    String mounted =
        f.live() == null
            ? r.path() + " not mounted"
            : r.path() + " mounted from " + f.live().source();
    return switch (r.state()) {
      case PRESENT -> r.fstab() + ": entry for " + r.path() + " as requested";
      case MOUNTED -> r.fstab() + ": entry for " + r.path() + " as requested; " + mounted;
      case ABSENT -> r.fstab() + ": no entry for " + r.path() + "; " + mounted;
      case UNMOUNTED, REMOUNTED, EPHEMERAL, ABSENT_FROM_FSTAB -> mounted;
    };
  }
}
