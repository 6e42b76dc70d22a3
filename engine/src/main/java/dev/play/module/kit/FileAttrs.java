package dev.play.module.kit;

import static dev.play.value.Shell.quote;

import dev.play.diff.Diff;
import dev.play.facts.FileFacts.Owner;
import dev.play.facts.FileProbe;
import dev.play.facts.ProbeResult;
import dev.play.module.Args;
import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/** The common {@code mode}, {@code owner} and {@code group} arguments, and what they change. */
public record FileAttrs(ModeSpec mode, String owner, String group) {

  /** A path's mode and ownership, current or wanted. */
  public record State(int mode, Owner owner) {}

  public static FileAttrs of(Args args) throws ModuleFailure {
    return new FileAttrs(
        Modes.parse(args.raw("mode")), args.stringOrNull("owner"), args.stringOrNull("group"));
  }

  public boolean isEmpty() {
    return mode == null && owner == null && group == null;
  }

  /** {@code probe} also resolving the requested owner and group names. */
  public FileProbe resolvedBy(FileProbe probe) {
    return probe.resolving(isNumeric(owner) ? null : owner, isNumeric(group) ? null : group);
  }

  /** {@code probe} also looking up the requested owner and group, numeric ids too. */
  public FileProbe lookedUpBy(FileProbe probe) {
    return probe.resolving(owner, group);
  }

  /** The state {@code current} should have; names resolved through the probe's lookups. */
  public State wanted(State current, boolean directory, ProbeResult facts) throws ModuleFailure {
    return wanted(current, directory, facts.userId(), facts.groupId());
  }

  /**
   * The state {@code current} should have; names resolved to {@code userId} and {@code groupId}.
   */
  public State wanted(State current, boolean directory, OptionalInt userId, OptionalInt groupId)
      throws ModuleFailure {
    int m = mode == null ? current.mode() : mode.apply(current.mode(), directory);
    Owner o = current.owner();
    int uid = owner == null ? o.uid() : id(owner, userId, "user");
    int gid = group == null ? o.gid() : id(group, groupId, "group");
    String user = owner == null || (uid == o.uid() && isNumeric(owner)) ? o.user() : owner;
    String grp = group == null || (gid == o.gid() && isNumeric(group)) ? o.group() : group;
    return new State(m, new Owner(uid, gid, user, grp));
  }

  private static int id(String name, OptionalInt looked, String kind) throws ModuleFailure {
    if (isNumeric(name)) {
      return Integer.parseInt(name);
    }
    if (looked.isEmpty()) {
      throw new ModuleFailure(
          (kind.equals("user") ? "chown" : "chgrp")
              + " failed: failed to look up "
              + kind
              + " "
              + name);
    }
    return looked.getAsInt();
  }

  private static boolean isNumeric(String s) {
    return s != null && s.matches("[0-9]+");
  }

  /** The requested attributes with their values, for no-change reasons: {@code mode 0644}. */
  public List<String> requested(State wanted) {
    List<String> out = new ArrayList<>();
    if (mode != null) {
      out.add("mode " + ModeSpec.format(wanted.mode()));
    }
    if (owner != null) {
      out.add("owner " + owner);
    }
    if (group != null) {
      out.add("group " + group);
    }
    return out;
  }

  /** chown and chmod steps that take {@code path} from {@code current} to {@code wanted}. */
  public static List<Change> changes(String path, State current, State wanted, boolean recurse) {
    List<Change> out = new ArrayList<>();
    String r = recurse ? "-R " : "";
    if (!sameOwner(current.owner(), wanted.owner())) {
      String who = wanted.owner().user() + ":" + wanted.owner().group();
      String ids = wanted.owner().uid() + ":" + wanted.owner().gid();
      out.add(
          new ShellChange(
              "chown " + r + who + " " + path,
              "chown " + r + "-h -- " + ids + " " + quote(path),
              "chown failed on " + path));
    }
    if (current.mode() != wanted.mode()) {
      String m = ModeSpec.format(wanted.mode());
      out.add(
          new ShellChange(
              "chmod " + r + m + " " + path,
              "chmod " + r + "-- " + m + " " + quote(path),
              "chmod failed on " + path));
    }
    return out;
  }

  public static boolean sameOwner(Owner a, Owner b) {
    return a.uid() == b.uid() && a.gid() == b.gid();
  }

  /** Attribute lines for {@code --diff}: only what differs. */
  public static Diff diff(String path, State current, State wanted) {
    StringBuilder before = new StringBuilder();
    StringBuilder after = new StringBuilder();
    if (current.mode() != wanted.mode()) {
      before.append("mode: ").append(ModeSpec.format(current.mode())).append('\n');
      after.append("mode: ").append(ModeSpec.format(wanted.mode())).append('\n');
    }
    if (current.owner().uid() != wanted.owner().uid()) {
      before.append("owner: ").append(current.owner().user()).append('\n');
      after.append("owner: ").append(wanted.owner().user()).append('\n');
    }
    if (current.owner().gid() != wanted.owner().gid()) {
      before.append("group: ").append(current.owner().group()).append('\n');
      after.append("group: ").append(wanted.owner().group()).append('\n');
    }
    String header = path + " (file attributes)";
    return new Diff(header, header, before.toString(), after.toString());
  }
}
