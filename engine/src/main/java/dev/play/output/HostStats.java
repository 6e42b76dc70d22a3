package dev.play.output;

import java.util.LinkedHashMap;
import java.util.Map;

/** The PLAY RECAP counters of one host. */
public record HostStats(
    String host,
    int ok,
    int changed,
    int unreachable,
    int failed,
    int skipped,
    int rescued,
    int ignored) {
  public static HostStats empty(String host) {
    return new HostStats(host, 0, 0, 0, 0, 0, 0, 0);
  }

  /** Whether the host had any result (Ansible's {@code stats.processed}). */
  public boolean processed() {
    return ok + changed + unreachable + failed + skipped + rescued + ignored > 0;
  }

  /** The counters by their PLAY RECAP names, in its order. */
  public Map<String, Object> counters() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("ok", ok);
    m.put("changed", changed);
    m.put("unreachable", unreachable);
    m.put("failed", failed);
    m.put("skipped", skipped);
    m.put("rescued", rescued);
    m.put("ignored", ignored);
    return m;
  }
}
