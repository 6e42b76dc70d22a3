package dev.play.report;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything the HTML template shows, computed from a {@link ReportData}: the template's scope.
 *
 * @param title the page's title
 * @param header the run's header lines
 * @param recap the recap's rows
 * @param problems failures and unreachable hosts
 * @param unfinished the unfinished hosts, comma-separated, or null when none
 * @param roles the by-role view
 * @param tasks the by-task view; null when the documents have no tasks (format 1)
 * @param unchanged the hosts that changed nothing
 * @param roleOptions the role filter's choices
 * @param categories the category filter's choices
 * @param checkMode whether the run was a dry run, whose predictions are known or assumed
 * @param changesJson the hosts' changes ({@link ChangeBlocks}) as JSON, for the page's script
 * @param diffsJson the unique diffs as JSON, for the page's script
 * @param taskDiffsJson the diff groups the by-task rows hold back ({@link HtmlTasks.More}), as JSON
 * @param css the page's style sheet
 * @param js the page's script
 */
record HtmlPage(
    String title,
    List<Line> header,
    List<RecapRow> recap,
    List<ProblemRow> problems,
    String unfinished,
    List<HtmlRoles.Role> roles,
    List<HtmlTasks.Row> tasks,
    List<String> unchanged,
    List<Option> roleOptions,
    List<String> categories,
    boolean checkMode,
    String changesJson,
    String diffsJson,
    String taskDiffsJson,
    String css,
    String js) {

  /** Whether there is a by-task table to show: tasks, at least one. */
  boolean hasTaskRows() {
    return tasks != null && !tasks.isEmpty();
  }

  /** A header line: what, and its value. */
  record Line(String name, String value) {}

  /** A host's recap counts; {@code problem} "1" when it failed or was unreachable. */
  record RecapRow(String host, HostCounts counts, String problem) {}

  /** A problem; {@code where} the play, role and task it happened in, when known. */
  record ProblemRow(String host, String status, String where, String msg) {}

  /** A choice of a select element. */
  record Option(String value, String label) {}

  /** The page of {@code report}, with its style sheet and script. */
  static HtmlPage of(ReportData report, String css, String js) {
    ChangeBlocks blocks = new ChangeBlocks();
    List<HtmlRoles.Role> roles = HtmlRoles.of(report, blocks);
    HtmlTasks.View tasks = TaskSummaries.of(report).map(HtmlTasks::of).orElse(null);
    return new HtmlPage(
        title(report.header()),
        header(report),
        recap(report),
        report.problemsShown().stream().map(HtmlPage::problem).toList(),
        unfinished(report.unfinished()),
        roles,
        tasks == null ? null : tasks.rows(),
        report.unchangedHosts(),
        roleOptions(report),
        categories(report),
        report.header().checkMode(),
        ScriptJson.of(blocks.json()),
        ScriptJson.of(report.diffs()),
        ScriptJson.of(tasks == null ? Map.of() : tasks.more()),
        css,
        js);
  }

  private static String title(Header h) {
    String what = h.playbooks().isEmpty() ? "play" : String.join(", ", h.playbooks());
    return (h.checkMode() ? "Dry run of " : "Run of ") + what;
  }

  private static List<Line> header(ReportData report) {
    Header h = report.header();
    List<Line> out = new ArrayList<>();
    out.add(new Line("mode", h.checkMode() ? "check (dry run: nothing was changed)" : "apply"));
    if (h.checkMode()) {
      out.add(new Line("predictions", predictions(report)));
    }
    addList(out, "playbooks", h.playbooks());
    addList(out, "inventory", h.inventory());
    if (h.started() != null) {
      out.add(new Line("started", DateTimeFormatter.ISO_INSTANT.format(h.started())));
    }
    if (h.durationS() != null) {
      out.add(new Line("took", String.format(java.util.Locale.ROOT, "%.1f s", h.durationS())));
    }
    if (h.diff() != null) {
      out.add(new Line("diffs", h.diff() ? "yes (--diff)" : "only for tasks with diff: true"));
    }
    addList(out, "play version", h.versions());
    if (h.documents() > 1) {
      out.add(new Line("merged from", h.documents() + " summary documents"));
    }
    return out;
  }

  /** How many predicted changes are known and how many assumed, in words. */
  static String predictions(ReportData report) {
    List<Change> all = report.changes();
    long assumed = all.stream().filter(Change::isAssumed).count();
    return assumed == 0
        ? "all " + all.size() + " known"
        : (all.size() - assumed)
            + " known, "
            + assumed
            + " assumed (they rest on what an earlier task may bring; each says why)";
  }

  private static void addList(List<Line> out, String name, List<String> values) {
    if (!values.isEmpty()) {
      out.add(new Line(name, String.join(", ", values)));
    }
  }

  private static List<RecapRow> recap(ReportData report) {
    Set<String> incomplete = report.incomplete();
    List<RecapRow> out = new ArrayList<>();
    for (Map.Entry<String, HostCounts> e : report.recap().entrySet()) {
      out.add(
          new RecapRow(e.getKey(), e.getValue(), HtmlRoles.flag(incomplete.contains(e.getKey()))));
    }
    return out;
  }

  private static ProblemRow problem(Problem p) {
    List<String> where = new ArrayList<>();
    if (p.play() != null) {
      where.add("play " + p.play());
    }
    if (p.role() != null) {
      where.add("role " + p.role());
    }
    if (p.task() != null) {
      where.add("task " + p.task());
    }
    return new ProblemRow(
        p.host(), p.status(), where.isEmpty() ? null : String.join(", ", where), p.msg());
  }

  private static String unfinished(List<String> hosts) {
    return hosts.isEmpty() ? null : String.join(", ", hosts);
  }

  private static List<Option> roleOptions(ReportData report) {
    return report.roles().stream()
        .map(r -> new Option(HtmlRoles.key(r.role()), r.label()))
        .toList();
  }

  private static List<String> categories(ReportData report) {
    Set<String> out = new LinkedHashSet<>();
    report.roles().forEach(r -> r.hosts().forEach(h -> out.addAll(h.byCategory().keySet())));
    return new ArrayList<>(out);
  }
}
