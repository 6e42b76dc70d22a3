package dev.play.output;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Collects what a {@code --check} run would change, grouped by role, then host. */
final class CheckSummary {
  private static final String PLAY_LEVEL = "(play tasks)";
  private final Map<String, Map<String, List<String>>> byRole = new LinkedHashMap<>();

  void add(HostResult r) {
    if (r.status() != Status.CHANGED || r.loopSummary()) {
      return;
    }
    String role = r.task().role() == null ? PLAY_LEVEL : r.task().role();
    List<String> lines = byRole.computeIfAbsent(role, k -> new LinkedHashMap<>())
        .computeIfAbsent(r.host(), k -> new ArrayList<>());
    String task = r.task().name() + (r.item() == null ? "" : " (item=" + r.item() + ")");
    if (r.changes().isEmpty()) {
      lines.add(task);
    }
    for (String change : r.changes()) {
      lines.add(task + ": " + change);
    }
  }

  void print(PrintStream out, Style style) {
    out.println(Banner.line("CHECK SUMMARY (would change)"));
    if (byRole.isEmpty()) {
      out.println("nothing would change");
      out.println();
      return;
    }
    byRole.forEach((role, hosts) -> {
      out.println(role.equals(PLAY_LEVEL) ? PLAY_LEVEL : "role " + role);
      hosts.forEach((host, lines) -> {
        out.println("  " + host + ":");
        lines.forEach(l -> out.println("    " + style.changed("~ " + l)));
      });
    });
    out.println();
  }
}
