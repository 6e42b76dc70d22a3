package dev.play.engine;

import dev.play.inventory.HostPattern;
import dev.play.playbook.Play;
import java.util.ArrayList;
import java.util.List;

/** The hosts of a play: its pattern, restricted by {@code --limit}. */
final class PlayHosts {
  private PlayHosts() {}

  static List<String> select(RunContext run, Play play) {
    List<String> hosts = HostPattern.select(play.hosts(), run.inventory());
    String limit = run.options().limit();
    if (limit == null) {
      return hosts;
    }
    List<String> allowed = HostPattern.select(limit, run.inventory());
    List<String> out = new ArrayList<>(hosts);
    out.retainAll(allowed);
    return out;
  }
}
