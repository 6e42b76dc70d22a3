package dev.play.output;

/** The PLAY RECAP counters of one host. */
public record HostStats(
    String host, int ok, int changed, int unreachable, int failed, int skipped, int rescued, int ignored) {
  public static HostStats empty(String host) {
    return new HostStats(host, 0, 0, 0, 0, 0, 0, 0);
  }
}
