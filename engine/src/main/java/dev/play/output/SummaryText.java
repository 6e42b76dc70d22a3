package dev.play.output;

import dev.play.diff.Diff;
import dev.play.diff.UnifiedDiff;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The summary after a {@code --check} run, by role, then host, then category:
 *
 * <pre>
 * role docker
 *   node0:
 *     files      ~ Daemon options in /etc/docker/daemon.json: write /etc/docker/daemon.json (mode 0644)
 *     services   ~ Restart docker (handler): restart docker
 *   no changes on node1
 * role nvidia_driver: no changes
 * </pre>
 *
 * Each change is followed by its unified diffs, which a task has when its diff mode was on
 * ({@code --diff}, or its {@code diff} keyword).
 */
final class SummaryText {
  private final PrintStream out;
  private final Style style;

  SummaryText(PrintStream out, Style style) {
    this.out = out;
    this.style = style;
  }

  void print(ChangeSummary summary) {
    out.println(Banner.line("CHECK SUMMARY (would change)"));
    Map<String, Map<String, List<ChangeSummary.Entry>>> roles = summary.byRole();
    if (!summary.changed()) {
      out.println("nothing would change");
    }
    roles.forEach(this::role);
    out.println();
  }

  private void role(String role, Map<String, List<ChangeSummary.Entry>> hosts) {
    String title = role.equals(ChangeSummary.PLAY_LEVEL) ? role : "role " + role;
    if (!ChangeSummary.changed(hosts)) {
      out.println(title + ": no changes");
      return;
    }
    out.println(title);
    hosts.forEach((host, entries) -> {
      if (!entries.isEmpty()) {
        out.println("  " + host + ":");
        entries.forEach(this::entry);
      }
    });
    Set<String> unchanged = ChangeSummary.unchanged(hosts);
    if (!unchanged.isEmpty()) {
      out.println("  no changes on " + String.join(", ", unchanged));
    }
  }

  private void entry(ChangeSummary.Entry e) {
    String task = e.task() + (e.handler() ? " (handler)" : "") + (e.item() == null ? "" : " (item=" + e.item() + ")");
    String label = String.format("%-10s ", e.category().label());
    if (e.steps().isEmpty()) {
      out.println("    " + label + style.changed("~ " + task));
    }
    e.steps().forEach(step -> out.println("    " + label + style.changed("~ " + task + ": " + step)));
    for (Diff d : e.diffs()) {   // present when the task's diff mode was on
      if (!d.isEmpty()) {
        UnifiedDiff.render(d).lines().forEach(l -> out.println("        " + l));
      }
    }
  }
}
