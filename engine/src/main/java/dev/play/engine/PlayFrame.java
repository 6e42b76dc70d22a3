package dev.play.engine;

import dev.play.playbook.Play;
import java.util.List;
import java.util.Map;

/**
 * A play while it runs: the play, its loaded {@code vars_files}, all its hosts and the current
 * serial batch.
 */
record PlayFrame(Play play, List<Map<String, Object>> varsFiles, List<String> allHosts, List<String> batch) {
  PlayFrame {
    varsFiles = List.copyOf(varsFiles);
    allHosts = List.copyOf(allHosts);
    batch = List.copyOf(batch);
  }

  PlayFrame withBatch(List<String> hosts) {
    return new PlayFrame(play, varsFiles, allHosts, hosts);
  }
}
