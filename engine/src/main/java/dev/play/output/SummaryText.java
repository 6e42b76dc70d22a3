package dev.play.output;

import dev.play.diff.Diff;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The summary after a {@code --check} run, by role, then host, then category:
 *
 * <pre>
 * not finished: node3 (unreachable: cannot reach node3 (root@10.0.0.3:22): connection refused by 10.0.0.3:22 (1 attempt))
 * not finished: node4 (failed at task "docker : Docker CE packages")
 * role docker
 *   node0:
 *     files      ~ Daemon options in /etc/docker/daemon.json: write /etc/docker/daemon.json (mode 0644)
 *     services   ~ Restart docker (handler): restart docker
 *   no changes on node1
 * role nvidia_driver
 *   node0:
 *     packages   ~ NVIDIA driver: install nvidia-driver-550
 *                  assumed: nvidia-driver-550 is not in the package index; the earlier task “Add the CUDA
 *                  repository” (shell), which check mode does not run, may add a package source
 * role nvidia_driver: no changes
 * </pre>
 *
 * Each change is followed by its unified diffs, which a task has when its diff mode was on ({@code
 * --diff}, or its {@code diff} keyword). A host that did not finish (unreachable, failed, or
 * stopped by {@code any_errors_fatal}, {@code max_fail_percentage} or an interruption) has no
 * complete prediction: it is named first, a line each, with why; a role's changes on it are shown
 * under {@code node3 (not finished):}; it is never among the hosts without changes, and "nothing
 * would change" is said only when every host finished. A prediction that rests on what an earlier
 * task may bring says so under its change ({@code assumed: ...}, one line, not wrapped), and a line
 * before the roles counts them; a change without one is known. Names, steps, reasons and diffs are
 * escaped ({@link ConsoleText}) before they are coloured.
 */
final class SummaryText {
  private final PrintStream out;
  private final Style style;
  private final ConsoleText text;

  SummaryText(PrintStream out, Style style, ConsoleText text) {
    this.out = out;
    this.style = style;
    this.text = text;
  }

  void print(ChangeSummary summary, RunOutcomes outcomes) {
    out.println(Banner.line("CHECK SUMMARY (would change)"));
    Map<String, String> unfinished = outcomes.unfinished();
    unfinished.forEach(this::unfinished);
    if (!summary.changed()) {
      if (unfinished.isEmpty()) {
        out.println("nothing would change");
      } else if (!outcomes.finished().isEmpty()) {
        out.println(
            "no changes on the hosts that finished: "
                + text.line(String.join(", ", outcomes.finished())));
      }
    }
    ChangeSummary.Assumed assumed = summary.assumed();
    if (assumed.assumed() > 0) {
      out.println(
          style.warn(
              "assumed: "
                  + assumed.assumed()
                  + " of "
                  + assumed.all()
                  + " predicted changes rest on what an"
                  + " earlier task may bring (each says why); the others are known"));
    }
    summary.byRole().forEach((role, hosts) -> role(role, hosts, unfinished.keySet()));
    out.println();
  }

  /** {@code not finished: node3 (unreachable: MSG)}, or without the reason where none is known. */
  private void unfinished(String host, String why) {
    out.println(
        style.failed(
            "not finished: " + text.line(host) + (why == null ? "" : " (" + text.line(why) + ")")));
  }

  private void role(
      String role, Map<String, List<ChangeSummary.Entry>> hosts, Set<String> unfinished) {
    String title = text.line(role.equals(ChangeSummary.PLAY_LEVEL) ? role : "role " + role);
    List<String> notFinished = hosts.keySet().stream().filter(unfinished::contains).toList();
    if (!ChangeSummary.changed(hosts) && notFinished.isEmpty()) {
      out.println(title + ": no changes");
      return;
    }
    out.println(title);
    hosts.forEach(
        (host, entries) -> {
          if (!entries.isEmpty()) {
            out.println(
                "  "
                    + text.line(host)
                    + (unfinished.contains(host) ? " (not finished)" : "")
                    + ":");
            entries.forEach(this::entry);
          }
        });
    Set<String> unchanged = ChangeSummary.unchanged(hosts);
    unchanged.removeAll(unfinished);
    if (!unchanged.isEmpty()) {
      out.println("  no changes on " + text.line(String.join(", ", unchanged)));
    }
    List<String> quiet = notFinished.stream().filter(h -> hosts.get(h).isEmpty()).toList();
    if (!quiet.isEmpty()) {
      out.println("  not finished: " + text.line(String.join(", ", quiet)));
    }
  }

  private void entry(ChangeSummary.Entry e) {
    String task =
        text.line(e.task())
            + (e.handler() ? " (handler)" : "")
            + (e.item() == null ? "" : " (item=" + text.line(e.item()) + ")");
    String label = String.format("%-10s ", e.category().label());
    if (e.steps().isEmpty()) {
      out.println("    " + label + style.changed("~ " + task));
    }
    e.steps()
        .forEach(
            step ->
                out.println("    " + label + style.changed("~ " + task + ": " + text.line(step))));
    e.assumed()
        .forEach(
            why ->
                out.println(
                    "    "
                        + " ".repeat(label.length())
                        + "  "
                        + style.warn("assumed: " + text.line(why))));
    for (Diff d : e.diffs()) { // present when the task's diff mode was on
      if (!d.isEmpty()) {
        text.diff(d).lines().forEach(l -> out.println("        " + l));
      }
    }
  }
}
