package dev.play.module.files;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;

/**
 * The one command {@code find} reads the host with: the host's clock, then for each path whether it
 * is a directory and every entry below it (to one level past {@code depth}, as Ansible looks at
 * them) with its {@code stat}, and any error of the walk. Records end with a NUL byte, so any file
 * name reads back.
 *
 * @param now the host's clock, seconds since the epoch
 * @param roots each path's listing, in the order given
 */
record FindListing(double now, List<Root> roots) {
  /**
   * One path's listing.
   *
   * @param path the path as given ({@code ~} expanded)
   * @param directory whether it is a directory (else nothing was listed)
   * @param entries what the walk saw, in the order {@code find} printed it
   * @param error what the walk printed on its standard error, empty when nothing
   */
  record Root(String path, boolean directory, List<FindEntry> entries, String error) {
    Root withError(String text) {
      return new Root(path, directory, entries, text);
    }

    Root frozen() {
      return new Root(path, directory, List.copyOf(entries), error);
    }
  }

  /** The command for {@code request}. */
  static String script(FindRequest request) {
    StringBuilder sh = new StringBuilder("printf 'now=%s\\0' \"$(date +%s.%N)\"\n");
    String walk =
        "find "
            + (request.follow() ? "-L" : "-H")
            + " \"$p\" -mindepth 1"
            + (request.listDepth() > 0 ? " -maxdepth " + request.listDepth() : "")
            + " -exec stat --printf 'e="
            + FindEntry.FORMAT
            + "\\0' -- {} +";
    for (String path : request.paths()) {
      sh.append("p=")
          .append(RemoteRead.hostPath(path))
          .append('\n')
          .append("if [ -d \"$p\" ]; then printf 'root=%s\\0' \"$p\"; { e=$(")
          .append(walk)
          .append(" 2>&1 >&3); } 3>&1; ")
          .append(
              "if [ -n \"$e\" ]; then printf 'err=%s\\0' \"$e\"; fi; else printf 'notdir=%s\\0' \"$p\"; fi\n");
    }
    return sh.toString();
  }

  /** Reads the command's output. Pure. */
  static FindListing parse(String out) throws ModuleFailure {
    double now = 0;
    List<Root> roots = new ArrayList<>();
    for (String record : out.split("\0")) {
      int eq = record.indexOf('=');
      String kind = eq < 0 ? "" : record.substring(0, eq);
      String value = eq < 0 ? "" : record.substring(eq + 1);
      switch (kind) {
        case "now" -> now = Double.parseDouble(value.strip());
        case "root", "notdir" ->
            roots.add(new Root(value, kind.equals("root"), new ArrayList<>(), ""));
        case "e" -> last(roots, record).entries().add(FindEntry.parse(value));
        case "err" -> roots.set(roots.size() - 1, last(roots, record).withError(value.strip()));
        default -> {}
      }
    }
    return new FindListing(now, roots.stream().map(Root::frozen).toList());
  }

  private static Root last(List<Root> roots, String record) throws ModuleFailure {
    if (roots.isEmpty()) {
      throw new ModuleFailure("find: cannot read the host's answer: " + record);
    }
    return roots.get(roots.size() - 1);
  }
}
