package dev.play.module.files;

import static dev.play.value.Shell.quote;

import dev.play.facts.FileFacts.Owner;
import dev.play.facts.ProbeResult;
import dev.play.facts.TreeEntry;
import dev.play.module.Change;
import dev.play.module.ModuleFailure;
import dev.play.module.kit.FileAttrs;
import dev.play.module.kit.ModeSpec;
import dev.play.module.kit.ShellChange;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code recurse: true}: the facts list only entries under a directory that may differ ({@code
 * find} with {@code -not -perm}/{@code -not -user}/{@code -not -group}); the plan counts those that
 * really differ and changes the tree with one {@code chown -R} / {@code chmod -R}.
 */
final class TreeAttrs {
  private TreeAttrs() {}

  /** The find expression selecting candidates, or null when there is nothing to check. */
  public static String findFilter(FileAttrs attrs) {
    List<String> any = new ArrayList<>();
    if (attrs.mode() instanceof ModeSpec.Octal o) {
      any.add("! -perm " + ModeSpec.format(o.bits()));
    } else if (attrs.mode() != null) {
      any.add("-true");
    }
    if (attrs.owner() != null) {
      any.add("! -user " + quote(attrs.owner()));
    }
    if (attrs.group() != null) {
      any.add("! -group " + quote(attrs.group()));
    }
    return any.isEmpty() ? null : String.join(" -o ", any);
  }

  /** chown -R / chmod -R when some entry differs. */
  public static List<Change> changes(String root, FileAttrs attrs, ProbeResult facts)
      throws ModuleFailure {
    int owners = 0;
    int modes = 0;
    FileAttrs.State target = null;
    for (TreeEntry e : facts.tree()) {
      FileAttrs.State now = new FileAttrs.State(e.mode(), new Owner(e.uid(), e.gid(), "", ""));
      FileAttrs.State wanted = attrs.wanted(now, e.directory(), facts);
      owners += FileAttrs.sameOwner(now.owner(), wanted.owner()) ? 0 : 1;
      modes += now.mode() == wanted.mode() ? 0 : 1;
      target = wanted;
    }
    List<Change> out = new ArrayList<>();
    if (owners > 0) {
      Owner o = target.owner();
      String who =
          (attrs.owner() == null ? "" : attrs.owner())
              + (attrs.group() == null ? "" : ":" + attrs.group());
      out.add(
          new ShellChange(
              "chown -R " + who + " " + root + " (" + owners + " entries differ)",
              "chown -R -- " + ids(attrs, o) + " " + quote(root),
              "chown failed on " + root));
    }
    if (modes > 0) {
      String m = chmodText(attrs.mode());
      out.add(
          new ShellChange(
              "chmod -R " + m + " " + root + " (" + modes + " entries differ)",
              "chmod -R -- " + quote(m) + " " + quote(root),
              "chmod failed on " + root));
    }
    return out;
  }

  private static String ids(FileAttrs attrs, Owner o) {
    return (attrs.owner() == null ? "" : String.valueOf(o.uid()))
        + (attrs.group() == null ? "" : ":" + o.gid());
  }

  /** The mode as chmod reads it: octal, or symbolic clauses with explicit classes. */
  static String chmodText(ModeSpec mode) {
    if (mode instanceof ModeSpec.Symbolic s) {
      List<String> parts = new ArrayList<>();
      for (ModeSpec.Clause c : s.clauses()) {
        parts.add(c.who() + c.op() + c.perms());
      }
      return String.join(",", parts);
    }
    return mode.toString();
  }
}
