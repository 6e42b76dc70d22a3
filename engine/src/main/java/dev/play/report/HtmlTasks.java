package dev.play.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The by-task view of the HTML page, as the template reads it. */
final class HtmlTasks {
  /**
   * A task's row; {@code changed} and {@code problem} as "1" or "0" for data attributes, {@code
   * cats} its changes' categories space-separated, {@code preds} its kinds of prediction ("known",
   * "assumed"), {@code assumed} how many hosts' predictions are assumed, in words, or null.
   */
  record Row(
      String role,
      String roleLabel,
      String play,
      String task,
      boolean handler,
      String path,
      int changedCount,
      int ok,
      int skipped,
      int failed,
      int unreachable,
      String wording,
      String changed,
      String problem,
      String cats,
      String preds,
      String assumed,
      List<Group> groups,
      More more) {}

  /**
   * The diff groups of row {@code index} past the first {@link #GROUPS_SHOWN}, built by the page's
   * script when opened (from {@link View#more}): a task whose diff differs on each of 500 hosts
   * adds one element to the page, not 500.
   */
  record More(int index, String label) {}

  /**
   * The rows, and the diff groups each row holds back ({@link More}), by row index, as the script
   * reads them.
   */
  record View(List<Row> rows, Map<String, List<List<Object>>> more) {}

  /** How many diff groups a row shows at first. */
  static final int GROUPS_SHOWN = 10;

  /**
   * Diffs shown once for the hosts they apply to; {@code diffs} space-separated indexes, {@code
   * hosts} every host named when {@code hostNames} does not name them all, else null.
   */
  record Group(String hostNames, int hostCount, String hosts, String diffs) {
    /**
     * As the script reads a group held back: {@code [hostNames, hostCount, hosts or null, diffs]}.
     */
    List<Object> json() {
      return java.util.Arrays.asList(hostNames, hostCount, hosts, diffs);
    }
  }

  private HtmlTasks() {}

  /** The rows of the tasks. */
  static View of(List<TaskSummary> tasks) {
    List<Row> rows = new ArrayList<>();
    Map<String, List<List<Object>>> more = new LinkedHashMap<>();
    for (TaskSummary t : tasks) {
      List<Group> groups = t.diffGroups().stream().map(HtmlTasks::group).toList();
      More held = null;
      if (groups.size() > GROUPS_SHOWN) {
        List<Group> rest = groups.subList(GROUPS_SHOWN, groups.size());
        held =
            new More(
                rows.size(),
                rest.size()
                    + " more diffs, on "
                    + rest.stream().mapToInt(Group::hostCount).sum()
                    + " hosts");
        more.put(String.valueOf(rows.size()), rest.stream().map(Group::json).toList());
        groups = groups.subList(0, GROUPS_SHOWN);
      }
      rows.add(row(t, groups, held));
    }
    return new View(rows, more);
  }

  private static Row row(TaskSummary t, List<Group> groups, More more) {
    TaskRow r = t.row();
    return new Row(
        HtmlRoles.key(r.role()),
        r.role() == null ? RoleChanges.PLAY_LEVEL_LABEL : r.role(),
        r.play(),
        r.task(),
        r.handler(),
        r.path(),
        t.count("changed"),
        t.count("ok"),
        t.count("skipped"),
        t.count("failed"),
        t.count("unreachable"),
        t.wording(),
        HtmlRoles.flag(t.count("changed") > 0),
        HtmlRoles.flag(t.problem()),
        String.join(" ", t.categories()),
        preds(t),
        assumed(t.assumedHosts()),
        groups,
        more);
  }

  private static String preds(TaskSummary t) {
    return HtmlRoles.preds(t.knownHosts() > 0, t.assumedHosts() > 0);
  }

  private static String assumed(int hosts) {
    return hosts == 0 ? null : "assumed on " + hosts + (hosts == 1 ? " host" : " hosts");
  }

  private static Group group(DiffGroup g) {
    String all = g.hosts().size() > OddHosts.NAMED ? String.join(" ", g.hosts()) : null;
    return new Group(
        g.hostNames(),
        g.hosts().size(),
        all,
        g.diffs().stream().map(String::valueOf).collect(Collectors.joining(" ")));
  }
}
