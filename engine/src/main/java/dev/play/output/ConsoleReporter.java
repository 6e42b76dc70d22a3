package dev.play.output;

import dev.play.diff.Diff;
import dev.play.secret.Secrets;
import java.io.PrintStream;
import java.util.List;

/**
 * Ansible-like console output: PLAY/TASK banners, one line per host result, diffs of tasks whose
 * diff mode is on ({@code --diff}, the {@code diff} keyword), PLAY RECAP, and after {@code --check}
 * a summary of what would change. Every text of the run it prints is escaped first ({@link
 * ConsoleText}): no byte a node sent reaches the terminal as a control character.
 */
final class ConsoleReporter implements RunListener {
  private final PrintStream out;
  private final Style style;
  private final int verbosity;
  private final Secrets secrets;
  private final ChangeSummary summary = new ChangeSummary();
  private final ResultLog log = new ResultLog();
  private final ProgressLine progress;
  private final ShownOnce once = new ShownOnce();
  private final HostLines lines;
  private final ConsoleText text;

  /**
   * {@code out} masks the run's secrets itself ({@link dev.play.secret.CensoringOutputStream});
   * {@code secrets} are masked before a message is shortened, where the cut could leave half a
   * secret.
   */
  public ConsoleReporter(PrintStream out, Style style, int verbosity, Secrets secrets) {
    this.secrets = secrets;
    this.out = out;
    this.style = style;
    this.verbosity = verbosity;
    this.text = new ConsoleText(secrets);
    this.progress = new ProgressLine(out, style.enabled());
    this.lines = new HostLines(out, style, verbosity, text);
  }

  /** As ansible-playbook from {@code -vv} on: the playbook's banner, and how many plays it has. */
  @Override
  public synchronized void playbookStart(java.nio.file.Path file, int plays) {
    log.playbookStart(file);
    if (verbosity > 1) {
      progress.clear();
      out.println();
      out.println(Banner.line("PLAYBOOK: " + file.getFileName()));
      out.println(style.verbose(plays + " plays in " + file));
    }
  }

  @Override
  public synchronized void playStart(String name, List<String> hosts) {
    log.playStart(name);
    progress.clear();
    out.println();
    out.println(Banner.line("PLAY [" + text.line(name) + "]"));
  }

  @Override
  public synchronized void taskStart(TaskHeader task) {
    log.taskStart(task);
    progress.clear();
    out.println();
    String kind =
        switch (task.kind()) {
          case TASK -> "TASK";
          case HANDLER -> "RUNNING HANDLER";
          case FACTS -> "TASK";
        };
    String title = text.line(task.title().strip()); // stripped, as Ansible's callback
    out.println(Banner.line(kind + " [" + title + "]"));
    if (verbosity >= 2 && task.path() != null) {
      out.println(style.debug("task path: " + task.path()));
    }
  }

  @Override
  public synchronized void hostResult(HostResult r) {
    progress.clear();
    summary.add(r);
    log.add(r);
    if (r.loopSummary() && r.result().containsKey("results")) {
      lines.loopEnd(r);
    } else {
      printDiffs(r.diffs()); // present when the task's diff mode is on: --diff, or its diff keyword
      lines.print(r);
      explain(r);
    }
    if (r.ignored()) {
      out.println(style.skipped("...ignoring"));
    }
  }

  /**
   * play's own lines at {@code -v}: what the task changed, or why nothing changed; the latter not
   * under a result shown always (debug, assert), nor when the result's {@code msg} says it already
   * (a quiet assert's "All assertions passed").
   */
  private void explain(HostResult r) {
    if (verbosity == 0) {
      return;
    }
    r.changes().forEach(c -> out.println("    " + style.changed("~ " + text.line(c))));
    String reason = r.noChangeReason();
    if (reason != null
        && r.display() != ResultDisplay.ALWAYS
        && !reason.equals(r.result().get("msg"))) {
      out.println("    " + text.line(reason));
    }
  }

  private void printDiffs(List<Diff> diffs) {
    for (Diff d : diffs) {
      if (!d.isEmpty()) {
        out.print(text.diff(d));
      }
    }
  }

  @Override
  public synchronized void progress(
      TaskHeader task, int done, int total, String waitingOn, java.time.Duration elapsed) {
    progress.show(
        String.format(
            "  %d/%d hosts done, waiting on %s, %.1fs",
            done, total, text.line(waitingOn), elapsed.toMillis() / 1000.0));
  }

  @Override
  public synchronized void included(String file, List<String> hosts, String item) {
    progress.clear();
    out.println(
        "included: "
            + text.line(file)
            + " for "
            + text.line(String.join(", ", hosts))
            + (item == null ? "" : " => (item=" + text.line(item) + ")"));
  }

  @Override
  public synchronized void warning(String message) {
    if (!once.first("[WARNING]: " + message)) {
      return;
    }
    progress.clear();
    out.println(style.warn("[WARNING]: " + text.block(message)));
  }

  @Override
  public synchronized void deprecation(String message) {
    if (!once.first("[DEPRECATION WARNING]: " + message)) {
      return;
    }
    progress.clear();
    out.println(style.deprecated("[DEPRECATION WARNING]: " + text.block(message)));
  }

  @Override
  public synchronized void stopped(List<String> hosts, String why) {
    log.stopped(hosts, why);
  }

  @Override
  public synchronized void noHostsLeft() {
    progress.clear();
    out.println();
    out.println(style.failed("NO MORE HOSTS LEFT " + "*".repeat(61)));
  }

  @Override
  public synchronized void recap(List<HostStats> stats, boolean checkMode) {
    progress.clear();
    out.println();
    if (checkMode) {
      new SummaryText(out, style, text).print(summary, log.outcomes(stats, secrets));
    }
    out.println(Banner.line("PLAY RECAP"));
    for (HostStats s :
        stats.stream()
            .sorted(java.util.Comparator.comparing(HostStats::host))
            .toList()) { // as Ansible
      out.println(recapLine(s));
    }
    out.println();
  }

  private String recapLine(HostStats s) {
    Status worst =
        s.unreachable() > 0
            ? Status.UNREACHABLE
            : s.failed() > 0 ? Status.FAILED : s.changed() > 0 ? Status.CHANGED : Status.OK;
    String host = style.forStatus(worst, String.format("%-26s", text.line(s.host())));
    return host
        + " : "
        + String.format( // as Ansible's default callback prints it, trailing spaces too
            "ok=%-4d changed=%-4d unreachable=%-4d failed=%-4d skipped=%-4d rescued=%-4d ignored=%-4d",
            s.ok(),
            s.changed(),
            s.unreachable(),
            s.failed(),
            s.skipped(),
            s.rescued(),
            s.ignored());
  }
}
