package dev.play.output;

import dev.play.diff.Diff;
import dev.play.diff.UnifiedDiff;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The change summary as JSON (format 2), for CI pipelines, change review and the reports made from
 * it; docs/outputs.md gives every key:
 *
 * <pre>{@code
 * {"format": 2, "play_version": "0.1.0", "playbooks": ["site.yml"], "inventory": ["inventory/lab.ini"],
 *  "check_mode": true, "diff": true, "started": "2026-11-28T19:00:00Z", "duration_s": 12.3,
 *  "changed": true,
 *  "roles": [{"role": "docker", "changed": true, "hosts": [
 *     {"host": "node0", "changed": true, "changes": [
 *        {"category": "files", "task": "...", "handler": false, "item": null,
 *         "steps": ["write /etc/docker/daemon.json (mode 0644)"], "known": true, "assumed": [],
 *         "diffs": [{"before": "...", "after": "...", "unified": "--- ...\n+++ ...\n"}]}]},
 *     {"host": "node1", "changed": false, "changes": []}]}],
 *  "tasks": [{"play": "Site", "role": "docker", "task": "...", "handler": false, "path": "roles/docker/tasks/main.yml:3",
 *             "hosts": {"node0": "changed", "node1": "ok", "node3": "unreachable"}}],
 *  "problems": [{"host": "node3", "play": "Site", "role": null, "task": "Gathering Facts", "status": "unreachable", "msg": "..."}],
 *  "unfinished": ["node3"],
 *  "recap": {"node0": {"ok": 5, "changed": 2, ...}}}
 * }</pre>
 *
 * Tasks outside roles are under role {@code null}. Diffs are included with {@code --diff} and for
 * tasks with {@code diff: true}.
 */
final class SummaryJson {
  static final int FORMAT = 2;

  private SummaryJson() {}

  /**
   * What the document says of the run itself.
   *
   * @param started when it started
   * @param took how long it ran
   * @param diffs whether {@code --diff} was on
   */
  record Run(
      RunInvocation invocation, Instant started, Duration took, boolean checkMode, boolean diffs) {}

  /** The document of {@code run}: its changes, its tasks' outcomes, and the recap. */
  static Map<String, Object> of(
      Run run, ChangeSummary summary, RunOutcomes outcomes, List<HostStats> stats) {
    Map<String, Object> out = header(run);
    boolean diffs = run.diffs();
    out.put("changed", summary.changed());
    List<Object> roles = new ArrayList<>();
    summary.byRole().forEach((role, hosts) -> roles.add(role(role, hosts, diffs)));
    out.put("roles", roles);
    out.put("tasks", outcomes.tasks().stream().map(TaskRow::json).toList());
    out.put("problems", outcomes.problems().stream().map(Problem::json).toList());
    out.put("unfinished", outcomes.unfinishedHosts());
    Map<String, Object> recap = new LinkedHashMap<>();
    stats.forEach(s -> recap.put(s.host(), s.counters()));
    out.put("recap", recap);
    return out;
  }

  private static Map<String, Object> header(Run run) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("format", FORMAT);
    out.put("play_version", run.invocation().playVersion());
    out.put("playbooks", run.invocation().playbooks());
    out.put("inventory", run.invocation().inventory());
    out.put("check_mode", run.checkMode());
    out.put("diff", run.diffs());
    out.put("started", run.started().truncatedTo(ChronoUnit.SECONDS).toString());
    out.put("duration_s", Math.round(run.took().toMillis() / 100.0) / 10.0);
    return out;
  }

  private static Map<String, Object> role(
      String role, Map<String, List<ChangeSummary.Entry>> hosts, boolean diffs) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("role", role.equals(ChangeSummary.PLAY_LEVEL) ? null : role);
    r.put("changed", ChangeSummary.changed(hosts));
    List<Object> list = new ArrayList<>();
    hosts.forEach(
        (host, entries) -> {
          Map<String, Object> h = new LinkedHashMap<>();
          h.put("host", host);
          h.put("changed", !entries.isEmpty());
          h.put("changes", entries.stream().map(e -> entry(e, diffs)).toList());
          list.add(h);
        });
    r.put("hosts", list);
    return r;
  }

  private static Map<String, Object> entry(ChangeSummary.Entry e, boolean diffs) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("category", e.category().label());
    m.put("task", e.task());
    m.put("handler", e.handler());
    m.put("item", e.item());
    m.put("steps", e.steps());
    m.put("known", e.assumed().isEmpty());
    m.put("assumed", e.assumed());
    if (diffs || !e.diffs().isEmpty()) {
      m.put("diffs", e.diffs().stream().filter(d -> !d.isEmpty()).map(SummaryJson::diff).toList());
    }
    return m;
  }

  private static Map<String, Object> diff(Diff d) {
    Map<String, Object> m = DiffJson.of(d);
    m.put("unified", UnifiedDiff.render(d));
    return m;
  }
}
