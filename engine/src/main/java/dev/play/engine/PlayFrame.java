package dev.play.engine;

import dev.play.playbook.Play;
import java.util.List;
import java.util.Map;

/**
 * A play while it runs: the play, its loaded {@code vars_files}, all its hosts and the current
 * serial batch.
 */
record PlayFrame(
    Play play, List<Map<String, Object>> varsFiles, List<String> allHosts, List<String> batch) {
  PlayFrame {
    varsFiles = List.copyOf(varsFiles);
    allHosts = List.copyOf(allHosts);
    batch = List.copyOf(batch);
  }

  PlayFrame withBatch(List<String> hosts) {
    return new PlayFrame(play, varsFiles, allHosts, hosts);
  }

  /** Every role of the play, dependencies first, in order. */
  List<dev.play.playbook.RoleInstance> playRoles() {
    List<dev.play.playbook.RoleInstance> out = new java.util.ArrayList<>();
    play.roles().forEach(r -> collect(r, out));
    return out;
  }

  private static void collect(
      dev.play.playbook.LoadedRole r, List<dev.play.playbook.RoleInstance> out) {
    r.dependencies().forEach(d -> collect(d, out));
    if (!out.contains(r.instance())) {
      out.add(r.instance());
    }
  }
}
