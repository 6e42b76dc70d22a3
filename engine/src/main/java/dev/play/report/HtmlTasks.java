package dev.play.report;

import java.util.List;
import java.util.stream.Collectors;

/** The by-task view of the HTML page, as the template reads it. */
final class HtmlTasks {
  /**
   * A task's row; {@code changed} and {@code problem} as "1" or "0" for data attributes, {@code
   * cats} its changes' categories space-separated, {@code preds} its kinds of prediction ("known",
   * "assumed"), {@code assumed} how many hosts' predictions are assumed, in words, or null.
   */
  record Row(String role, String roleLabel, String play, String task, boolean handler, String path, int changedCount,
      int ok, int skipped, int failed, int unreachable, String wording, String changed, String problem, String cats,
      String preds, String assumed, List<Group> groups) {}

  /**
   * Diffs shown once for the hosts they apply to; {@code diffs} space-separated indexes, {@code
   * hosts} every host named when {@code hostNames} does not name them all, else null.
   */
  record Group(String hostNames, int hostCount, String hosts, String diffs) {}

  private HtmlTasks() {}

  /** The rows of the tasks. */
  static List<Row> of(List<TaskSummary> tasks) {
    return tasks.stream().map(HtmlTasks::row).toList();
  }

  private static Row row(TaskSummary t) {
    TaskRow r = t.row();
    return new Row(HtmlRoles.key(r.role()), r.role() == null ? RoleChanges.PLAY_LEVEL_LABEL : r.role(), r.play(),
        r.task(), r.handler(), r.path(), t.count("changed"), t.count("ok"), t.count("skipped"), t.count("failed"),
        t.count("unreachable"), t.wording(), HtmlRoles.flag(t.count("changed") > 0), HtmlRoles.flag(t.problem()),
        String.join(" ", t.categories()), preds(t), assumed(t.assumedHosts()),
        t.diffGroups().stream().map(HtmlTasks::group).toList());
  }

  private static String preds(TaskSummary t) {
    return ((t.knownHosts() > 0 ? "known " : "") + (t.assumedHosts() > 0 ? "assumed" : "")).strip();
  }

  private static String assumed(int hosts) {
    return hosts == 0 ? null : "assumed on " + hosts + (hosts == 1 ? " host" : " hosts");
  }

  private static Group group(DiffGroup g) {
    String all = g.hosts().size() > OddHosts.NAMED ? String.join(" ", g.hosts()) : null;
    return new Group(g.hostNames(), g.hosts().size(), all,
        g.diffs().stream().map(String::valueOf).collect(Collectors.joining(" ")));
  }
}
