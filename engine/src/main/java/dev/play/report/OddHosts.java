package dev.play.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Says how a task went across hosts in a few words, naming the odd ones out: the most common
 * outcome is counted, the others name their hosts ({@code "changed on 49 hosts, ok on node17"}).
 */
final class OddHosts {
  /** How many hosts a list names before it says {@code +N more}. */
  public static final int NAMED = 5;

  /** The outcomes in the order they are listed when equally common. */
  public static final List<String> OUTCOMES =
      List.of("changed", "ok", "failed", "unreachable", "skipped");

  private OddHosts() {}

  /** The wording of {@code outcomes} (host to outcome); empty when there are no hosts. */
  public static String describe(Map<String, String> outcomes) {
    List<Map.Entry<String, List<String>>> groups = new ArrayList<>(byOutcome(outcomes).entrySet());
    groups.sort(
        Comparator.<Map.Entry<String, List<String>>>comparingInt(e -> -e.getValue().size())
            .thenComparingInt(e -> rank(e.getKey())));
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < groups.size(); i++) {
      List<String> hosts = groups.get(i).getValue();
      String who =
          i == 0 && hosts.size() > 1
              ? (groups.size() == 1 ? "all " : "") + hosts.size() + " hosts"
              : names(hosts);
      parts.add(groups.get(i).getKey() + " on " + who);
    }
    return String.join(", ", parts);
  }

  /** Hosts by name, the first {@link #NAMED} of them, then {@code +N more}. */
  public static String names(List<String> hosts) {
    String named = String.join(", ", hosts.subList(0, Math.min(NAMED, hosts.size())));
    return hosts.size() > NAMED ? named + " +" + (hosts.size() - NAMED) + " more" : named;
  }

  /** Each outcome's hosts, in the order the hosts come. */
  public static Map<String, List<String>> byOutcome(Map<String, String> outcomes) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    outcomes.forEach(
        (host, outcome) -> out.computeIfAbsent(outcome, o -> new ArrayList<>()).add(host));
    return out;
  }

  private static int rank(String outcome) {
    int i = OUTCOMES.indexOf(outcome);
    return i < 0 ? OUTCOMES.size() : i;
  }
}
