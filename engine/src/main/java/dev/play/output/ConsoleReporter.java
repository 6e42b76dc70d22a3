package dev.play.output;

import dev.play.diff.Diff;
import dev.play.diff.UnifiedDiff;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ansible-like console output: PLAY/TASK banners, one line per host result, diffs of tasks whose
 * diff mode is on ({@code --diff}, the {@code diff} keyword), PLAY RECAP, and after {@code --check}
 * a summary of what would change.
 */
public final class ConsoleReporter implements RunListener {
  private final PrintStream out;
  private final Style style;
  private final int verbosity;
  private final ChangeSummary summary = new ChangeSummary();
  private final ProgressLine progress;

  public ConsoleReporter(PrintStream out, Style style, int verbosity) {
    this.out = out;
    this.style = style;
    this.verbosity = verbosity;
    this.progress = new ProgressLine(out, style.enabled());
  }

  @Override
  public synchronized void playStart(String name, List<String> hosts) {
    progress.clear();
    out.println();
    out.println(Banner.line("PLAY [" + name + "]"));
  }

  @Override
  public synchronized void taskStart(TaskHeader task) {
    progress.clear();
    out.println();
    String kind = switch (task.kind()) {
      case TASK -> "TASK";
      case HANDLER -> "RUNNING HANDLER";
      case FACTS -> "TASK";
    };
    out.println(Banner.line(kind + " [" + task.title() + "]"));
  }

  @Override
  public synchronized void hostResult(HostResult r) {
    progress.clear();
    summary.add(r);
    if (r.loopSummary() && r.status() != Status.FAILED) {
      return;
    }
    printDiffs(r.diffs());   // present when the task's diff mode is on: --diff, or its diff keyword
    out.println(style.forStatus(r.status(), line(r)));
    if (verbosity > 0) {
      r.changes().forEach(c -> out.println("    " + style.changed("~ " + c)));
      if (r.noChangeReason() != null) {
        out.println("    " + r.noChangeReason());
      }
    }
    if (r.ignored()) {
      out.println(style.skipped("...ignoring"));
    }
  }

  private void printDiffs(List<Diff> diffs) {
    for (Diff d : diffs) {
      if (!d.isEmpty()) {
        out.print(UnifiedDiff.render(d));
      }
    }
  }

  private String line(HostResult r) {
    String host = "[" + r.host() + "]";
    // as Ansible's default callback: "ok: [h] => (item=x)", but "failed: [h] (item=x) => {...}"
    String item = r.item() == null ? "" : " => (item=" + r.item() + ")";
    return switch (r.status()) {
      case FAILED -> (r.item() != null ? "failed: " + host + " (item=" + r.item() + ")" : "fatal: " + host + ": FAILED!")
          + " => " + Json.compact(shown(r));
      case UNREACHABLE -> "fatal: " + host + ": UNREACHABLE! => " + Json.compact(shown(r));
      case SKIPPED -> "skipping: " + host + item + (verbosity > 0 ? " => " + Json.compact(shown(r)) : "");
      case OK, CHANGED -> (r.status() == Status.OK ? "ok: " : "changed: ") + host + item + details(r);
    };
  }

  /** Output a user asked for (debug) is always shown; other results only with -v. */
  private String details(HostResult r) {
    Map<String, Object> shown = new LinkedHashMap<>();
    if (r.alwaysShow()) {
      // debug output (the only kind always shown): a msg stands alone, as Ansible's callback cleans it
      boolean msgAlone = r.result().containsKey("msg");
      r.result().forEach((k, v) -> {
        if (!k.equals("changed") && !k.equals("failed") && (!msgAlone || DEBUG_KEPT.contains(k))) {
          shown.put(k, v);
        }
      });
      return " => " + Json.pretty(shown);
    }
    return verbosity > 0 ? " => " + Json.compact(shown(r)) : "";
  }

  /**
   * A result as Ansible's default callback abridges it below {@code -vvv}: without the module's
   * {@code invocation} and {@code diff} (shown as a diff with {@code --diff}).
   */
  private Map<String, Object> shown(HostResult r) {
    if (verbosity >= 3 || !r.result().containsKey("invocation") && !r.result().containsKey("diff")) {
      return r.result();
    }
    Map<String, Object> out = new LinkedHashMap<>(r.result());
    out.remove("invocation");
    out.remove("diff");
    return out;
  }

  /** What a debug result with a {@code msg} shows, as Ansible's callback cleans it (no item, no loop variable). */
  private static final java.util.Set<String> DEBUG_KEPT = java.util.Set.of("msg", "exception", "warnings", "deprecations");

  @Override
  public synchronized void progress(TaskHeader task, int done, int total, String waitingOn,
      java.time.Duration elapsed) {
    progress.show(String.format("  %d/%d hosts done, waiting on %s, %.1fs", done, total, waitingOn,
        elapsed.toMillis() / 1000.0));
  }

  @Override
  public synchronized void included(String file, List<String> hosts, String item) {
    progress.clear();
    out.println("included: " + file + " for " + String.join(", ", hosts) + (item == null ? "" : " => (item=" + item + ")"));
  }

  @Override
  public synchronized void warning(String message) {
    progress.clear();
    out.println(style.warn("[WARNING]: " + message));
  }

  @Override
  public synchronized void deprecation(String message) {
    progress.clear();
    out.println(style.warn("[DEPRECATION WARNING]: " + message));
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
      new SummaryText(out, style).print(summary);
    }
    out.println(Banner.line("PLAY RECAP"));
    for (HostStats s : stats) {
      out.println(recapLine(s));
    }
    out.println();
  }

  private String recapLine(HostStats s) {
    Status worst = s.unreachable() > 0 ? Status.UNREACHABLE
        : s.failed() > 0 ? Status.FAILED : s.changed() > 0 ? Status.CHANGED : Status.OK;
    String host = style.forStatus(worst, String.format("%-26s", s.host()));
    return host + " : " + String.format(    // as Ansible's default callback prints it, trailing spaces too
        "ok=%-4d changed=%-4d unreachable=%-4d failed=%-4d skipped=%-4d rescued=%-4d ignored=%-4d",
        s.ok(), s.changed(), s.unreachable(), s.failed(), s.skipped(), s.rescued(), s.ignored());
  }
}
