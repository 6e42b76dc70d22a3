package dev.play.engine;

import dev.play.inventory.HostPattern;
import java.util.ArrayList;
import java.util.List;

/**
 * The hosts of a play: its pattern (rendered: {@link PlayTargets}), restricted by {@code --limit}.
 */
final class PlayHosts {
  private PlayHosts() {}

  static List<String> select(RunContext run, String pattern) {
    List<String> hosts = HostPattern.select(pattern, run.inventory());
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
