package dev.play.report;

import java.util.List;

/**
 * Diffs one task made identically on several hosts, shown once with the hosts they apply to.
 *
 * @param diffs the diffs, as indexes into {@link ReportData#diffs()}
 * @param hosts the hosts on which the task made exactly these diffs
 */
record DiffGroup(List<Integer> diffs, List<String> hosts) {
  public DiffGroup {
    diffs = List.copyOf(diffs);
    hosts = List.copyOf(hosts);
  }

  /** The hosts, as {@link OddHosts#names} words them. */
  public String hostNames() {
    return OddHosts.names(hosts);
  }
}
