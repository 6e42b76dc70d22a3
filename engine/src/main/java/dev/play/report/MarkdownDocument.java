package dev.play.report;

import static dev.play.report.MarkdownText.NAME_CHARS;
import static dev.play.report.MarkdownText.inline;
import static dev.play.report.MarkdownText.shorten;

import dev.play.report.MarkdownBlock.Kind;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The Markdown report of a {@link ReportData}, as blocks ({@link MarkdownBlock}) in reading order:
 * a one-line header, the hosts that failed, were unreachable or did not finish, a table of the
 * roles (hosts changed, without changes, not finished, and hosts with assumed predictions when any
 * are), then each role's changes in a {@code <details>} block, identical changes across hosts once
 * with the hosts named, an assumed prediction with why, diffs in fenced blocks.
 */
final class MarkdownDocument {
  /** How many hosts a list names before it says {@code +N more}. */
  static final int HOSTS_NAMED = 10;

  /** How many of a change's steps are listed. */
  static final int STEPS_LISTED = 20;

  private final ReportData report;
  private final Set<String> incomplete;
  private final long assumed;

  private MarkdownDocument(ReportData report) {
    this.report = report;
    this.incomplete = report.incomplete();
    this.assumed = report.changes().stream().filter(Change::isAssumed).count();
  }

  /** The blocks of {@code report}'s Markdown, in order. */
  static List<MarkdownBlock> of(ReportData report) {
    return new MarkdownDocument(report).blocks();
  }

  /** The whole Markdown of {@code blocks}, nothing left out. */
  static String text(List<MarkdownBlock> blocks) {
    StringBuilder out = new StringBuilder();
    blocks.forEach(b -> b.render(out, Set.of()));
    return out.toString();
  }

  private List<MarkdownBlock> blocks() {
    List<MarkdownBlock> out = new ArrayList<>();
    out.add(text(header()));
    problems(out);
    roleTable(out);
    for (RoleChanges role : report.roles()) {
      if (role.changed()) {
        out.add(roleDetails(role));
      }
    }
    return out;
  }

  private String header() {
    Header h = report.header();
    List<String> books = h.playbooks().stream().map(p -> shorten(p, NAME_CHARS)).toList();
    StringBuilder line = new StringBuilder("### ").append(h.checkMode() ? "Dry run" : "Run");
    line.append(books.isEmpty() ? "" : " of " + inline(names(books, 5)));
    line.append(h.checkMode() ? " (check)" : " (apply)");
    int hosts = report.hosts().size();
    line.append(": ")
        .append(count(hosts, "host"))
        .append(", ")
        .append(report.changedHosts().stream().filter(x -> !incomplete.contains(x)).count())
        .append(" changed, ")
        .append(report.unchangedHosts().size())
        .append(" without changes");
    if (!incomplete.isEmpty()) {
      line.append(", ").append(incomplete.size()).append(" not finished");
    }
    if (assumed > 0) {
      line.append("; ").append(count(assumed, "change")).append(" assumed, not known");
    }
    if (h.started() != null) {
      line.append("; started ").append(DateTimeFormatter.ISO_INSTANT.format(h.started()));
    }
    if (h.durationS() != null) {
      line.append(String.format(Locale.ROOT, ", took %.1f s", h.durationS()));
    }
    return line.append("\n\n").toString();
  }

  private void problems(List<MarkdownBlock> out) {
    List<Problem> problems = report.problemsShown();
    if (!problems.isEmpty()) {
      out.add(
          text(
              "#### Failed or unreachable: "
                  + problems.size()
                  + "\n\n| host | status | task | message |\n"
                  + "|---|---|---|---|\n"));
      problems.forEach(
          p ->
              out.add(
                  MarkdownBlock.text(
                      Kind.PROBLEM,
                      null,
                      "| "
                          + cell(p.host())
                          + " | "
                          + inline(p.status())
                          + " | "
                          + task(p)
                          + " | "
                          + message(p)
                          + " |\n")));
      out.add(text("\n"));
    }
    List<String> unfinished = report.unfinished();
    if (!unfinished.isEmpty()) {
      out.add(
          text(
              "**Not finished** (their changes are those made so far): "
                  + hostNames(unfinished)
                  + "\n\n"));
    }
  }

  private static String task(Problem p) {
    if (p.task() == null) {
      return "\u2014";
    }
    return p.role() == null ? cell(p.task()) : cell(p.role()) + " : " + cell(p.task());
  }

  private static String message(Problem p) {
    return p.msg() == null
        ? "_no message: the summary has only the recap's counts_"
        : inline(shorten(p.msg().strip(), MarkdownText.MESSAGE_CHARS));
  }

  private void roleTable(List<MarkdownBlock> out) {
    if (report.roles().isEmpty()) {
      out.add(text("Nothing ran.\n\n"));
      return;
    }
    out.add(
        text(
            "#### "
                + (report.changed() ? "Changes by role" : "Nothing changed")
                + "\n\n"
                + "| role | hosts changed | no changes | not finished |"
                + (assumed > 0 ? " assumed on |\n" : "\n")
                + "|---|--:|--:|--:|"
                + (assumed > 0 ? "--:|\n" : "\n")));
    for (RoleChanges role : report.roles()) {
      RoleCounts c = RoleCounts.of(role, incomplete);
      out.add(
          MarkdownBlock.text(
              Kind.ROLE_ROW,
              null,
              "| "
                  + cell(role.label())
                  + " | "
                  + c.changed()
                  + " | "
                  + c.unchanged()
                  + " | "
                  + c.unfinished()
                  + " |"
                  + (assumed > 0
                      ? " " + role.hosts().stream().filter(HostChanges::assumed).count() + " |\n"
                      : "\n")));
    }
    out.add(text("\n"));
  }

  private MarkdownBlock roleDetails(RoleChanges role) {
    RoleCounts counts = RoleCounts.of(role, incomplete);
    String label = shorten(role.label(), NAME_CHARS);
    String summary =
        label
            + ": "
            + count(counts.changed(), "host")
            + " changed"
            + (counts.changedSoFar() > 0
                ? ", " + counts.changedSoFar() + " not finished (changes so far)"
                : "");
    List<MarkdownBlock> children = new ArrayList<>();
    for (ChangeGroup group : ChangeGroup.of(role)) {
      List<MarkdownBlock> diffs =
          group.change().diffs().stream()
              .map(d -> MarkdownBlock.text(Kind.DIFF, label, diff(report.diffs().get(d))))
              .toList();
      children.add(
          new MarkdownBlock(
              Kind.CHANGE,
              label,
              change(group, counts.changed() + counts.changedSoFar()),
              diffs,
              ""));
    }
    return new MarkdownBlock(
        Kind.ROLE,
        label,
        "<details><summary>" + MarkdownText.html(summary) + "</summary>\n\n",
        children,
        "</details>\n\n");
  }

  private static String change(ChangeGroup group, int hostsChanged) {
    Change c = group.change();
    StringBuilder out =
        new StringBuilder("**")
            .append(c.task() == null ? "(unnamed task)" : cell(c.task()))
            .append("** (")
            .append(inline(c.category()));
    if (c.item() != null) {
      out.append(", item ").append(cell(c.item()));
    }
    out.append(c.handler() ? ", handler" : "").append(") on ");
    List<String> hosts = group.hosts();
    out.append(
            hosts.size() > HOSTS_NAMED && hosts.size() == hostsChanged
                ? "all " + hosts.size() + " hosts changed"
                : hostNames(hosts))
        .append('\n');
    c.steps().stream()
        .limit(STEPS_LISTED)
        .forEach(
            s ->
                out.append("- ")
                    .append(inline(shorten(s, MarkdownText.MESSAGE_CHARS)))
                    .append('\n'));
    if (c.steps().size() > STEPS_LISTED) {
      out.append("- \u2026 ").append(c.steps().size() - STEPS_LISTED).append(" more steps\n");
    }
    c.assumed()
        .forEach(
            why ->
                out.append("- **assumed:** ")
                    .append(inline(shorten(why, MarkdownText.MESSAGE_CHARS)))
                    .append('\n'));
    return out.append('\n').toString();
  }

  private static String diff(String unified) {
    String body = unified.endsWith("\n") ? unified : unified + "\n";
    String fence = MarkdownText.fence(body);
    return fence + "diff\n" + body + fence + "\n\n";
  }

  private static MarkdownBlock text(String text) {
    return MarkdownBlock.text(Kind.TEXT, null, text);
  }

  private static String cell(String name) {
    return inline(shorten(name, NAME_CHARS));
  }

  private static String hostNames(List<String> hosts) {
    return inline(names(hosts.stream().map(h -> shorten(h, NAME_CHARS)).toList(), HOSTS_NAMED));
  }

  /** {@code names}, the first {@code named} of them, then {@code +N more}. */
  static String names(List<String> names, int named) {
    String shown = String.join(", ", names.subList(0, Math.min(named, names.size())));
    return names.size() > named ? shown + " +" + (names.size() - named) + " more" : shown;
  }

  private static String count(long n, String what) {
    return n + " " + what + (n == 1 ? "" : "s");
  }

  /**
   * A role's hosts, counted: {@code changed} complete hosts with a change, {@code unchanged}
   * complete hosts without, {@code unfinished} hosts whose run stopped, {@code changedSoFar} those
   * of them with a change.
   */
  record RoleCounts(int changed, int unchanged, int unfinished, int changedSoFar) {
    static RoleCounts of(RoleChanges role, Set<String> incomplete) {
      int changed = 0;
      int unchanged = 0;
      int unfinished = 0;
      int soFar = 0;
      for (HostChanges h : role.hosts()) {
        if (incomplete.contains(h.host())) {
          unfinished++;
          soFar += h.changed() ? 1 : 0;
        } else if (h.changed()) {
          changed++;
        } else {
          unchanged++;
        }
      }
      return new RoleCounts(changed, unchanged, unfinished, soFar);
    }
  }
}
