package dev.play.facts;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The parts of {@code gather_facts} / {@code setup} a play asks for, with Ansible's {@code
 * gather_subset} rules: {@code all} (the default) is min + hardware + network + virtual; {@code
 * min} is always gathered; {@code !x} leaves x out ({@code !all} leaves everything but min). {@code
 * selinux} is part of min, as in Ansible, but can be left out by {@code !selinux} (or {@code
 * !min}). Ansible's finer names (its collectors, such as {@code distribution}, and the fact ids
 * each declares, such as {@code distribution_major_version} or {@code mounts}) select the part
 * holding them. {@code gpu} and {@code rdma} are play's own and only gathered when named.
 */
public enum FactSubset {
  MIN,
  SELINUX,
  HARDWARE,
  NETWORK,
  VIRTUAL,
  GPU,
  RDMA;

  private static final Set<FactSubset> MINIMAL = EnumSet.of(MIN, SELINUX);
  private static final Set<FactSubset> ALL = EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL);

  /**
   * The subsets {@code spec} selects (a list, a comma-separated string, or null for {@code all}).
   */
  public static Set<FactSubset> parse(Object spec) {
    Set<FactSubset> included = EnumSet.noneOf(FactSubset.class);
    Set<FactSubset> excluded = EnumSet.noneOf(FactSubset.class);
    boolean notAll = false;
    for (String raw : spec == null ? List.of("all") : names(spec)) {
      String name = raw.strip().toLowerCase(Locale.ROOT);
      if (name.equals("!all")) {
        notAll = true;
      } else if (name.startsWith("!")) {
        excluded.addAll(excludedBy(name.substring(1), raw));
      } else {
        included.addAll(named(name, raw));
      }
    }
    if (included.isEmpty() && !notAll) {
      included.addAll(ALL);
    }
    included.removeAll(excluded);
    included.add(MIN);
    if (!excluded.contains(SELINUX)) {
      included.add(SELINUX);
    }
    return included;
  }

  private static List<String> names(Object spec) {
    if (spec instanceof List<?> l) {
      return l.stream().map(String::valueOf).toList();
    }
    return List.of(String.valueOf(spec).split(","));
  }

  private static Set<FactSubset> named(String name, String raw) {
    return switch (name) {
      case "all" -> ALL;
      case "min" -> MINIMAL;
      case "gpu" -> EnumSet.of(GPU);
      case "rdma" -> EnumSet.of(RDMA);
      default -> collector(name, raw);
    };
  }

  /**
   * What {@code !name} leaves out. A fact id leaves out nothing, as in Ansible (its collector's own
   * name still selects it); so does a finer collector play gathers within a larger part ({@code
   * dns} in min, {@code loadavg} in hardware) or does not gather at all, and a name Ansible does
   * not know (its collector ignores an unknown exclusion).
   */
  private static Set<FactSubset> excludedBy(String name, String raw) {
    return switch (name) {
      case "min", "gpu", "rdma", "selinux", "hardware", "network", "virtual" -> named(name, raw);
      default -> EnumSet.noneOf(FactSubset.class);
    };
  }

  private static Set<FactSubset> collector(String name, String raw) {
    String collector = FactCollectors.collector(name);
    if (collector == null) {
      throw badSubset(raw);
    }
    if (!FactCollectors.gathered(collector)) {
      throw new IllegalArgumentException(
          "gather_subset '"
              + raw.strip()
              + "' names Ansible's "
              + collector
              + " facts, which play does not gather");
    }
    return FactCollectors.subset(collector);
  }

  /** Ansible's error for a name it does not know, listing the names play accepts. */
  private static IllegalArgumentException badSubset(String raw) {
    List<String> allowed =
        FactCollectors.accepted().stream().filter(n -> !n.equals("all")).toList();
    return new IllegalArgumentException(
        "Bad subset '"
            + raw.strip()
            + "' given to Ansible. gather_subset options"
            + " allowed: all, "
            + String.join(", ", allowed));
  }
}
