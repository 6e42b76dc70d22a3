package dev.play.output;

import dev.play.diff.Diff;
import dev.play.diff.UnifiedDiff;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The change summary as JSON, for CI pipelines and change review:
 *
 * <pre>{@code
 * {"check_mode": true, "changed": true,
 *  "roles": [{"role": "docker", "changed": true, "hosts": [
 *     {"host": "node0", "changed": true, "changes": [
 *        {"category": "files", "task": "...", "handler": false, "item": null,
 *         "steps": ["write /etc/docker/daemon.json (mode 0644)"],
 *         "diffs": [{"before": "...", "after": "...", "unified": "--- ...\n+++ ...\n"}]}]},
 *     {"host": "node1", "changed": false, "changes": []}]}],
 *  "recap": {"node0": {"ok": 5, "changed": 2, ...}}}
 * }</pre>
 *
 * Tasks outside roles are under role {@code null}. Diffs are included with {@code --diff} and for tasks with {@code diff: true}.
 */
final class SummaryJson {
  private SummaryJson() {}

  static Map<String, Object> of(ChangeSummary summary, List<HostStats> stats, boolean checkMode, boolean diffs) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("check_mode", checkMode);
    out.put("changed", summary.changed());
    List<Object> roles = new ArrayList<>();
    summary.byRole().forEach((role, hosts) -> roles.add(role(role, hosts, diffs)));
    out.put("roles", roles);
    Map<String, Object> recap = new LinkedHashMap<>();
    stats.forEach(s -> recap.put(s.host(), s.counters()));
    out.put("recap", recap);
    return out;
  }

  private static Map<String, Object> role(String role, Map<String, List<ChangeSummary.Entry>> hosts, boolean diffs) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("role", role.equals(ChangeSummary.PLAY_LEVEL) ? null : role);
    r.put("changed", ChangeSummary.changed(hosts));
    List<Object> list = new ArrayList<>();
    hosts.forEach((host, entries) -> {
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
