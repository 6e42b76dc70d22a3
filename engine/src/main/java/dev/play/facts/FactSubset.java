package dev.play.facts;

import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The parts of {@code gather_facts} / {@code setup} a play asks for, with Ansible's
 * {@code gather_subset} rules: {@code all} (the default) is min + hardware + network + virtual;
 * {@code min} is always gathered; {@code !x} leaves x out ({@code !all} leaves everything but min).
 * {@code selinux} is part of min, as in Ansible, but can be left out by {@code !selinux} (or
 * {@code !min}). {@code gpu} and {@code rdma} are play's own and only gathered when named.
 */
public enum FactSubset {
  MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL, GPU, RDMA;

  private static final Set<FactSubset> MINIMAL = EnumSet.of(MIN, SELINUX);
  private static final Set<FactSubset> ALL = EnumSet.of(MIN, SELINUX, HARDWARE, NETWORK, VIRTUAL);

  /** The subsets {@code spec} selects (a list, a comma-separated string, or null for {@code all}). */
  public static Set<FactSubset> parse(Object spec) {
    Set<FactSubset> included = EnumSet.noneOf(FactSubset.class);
    Set<FactSubset> excluded = EnumSet.noneOf(FactSubset.class);
    boolean notAll = false;
    for (String raw : spec == null ? List.of("all") : names(spec)) {
      String name = raw.strip().toLowerCase(Locale.ROOT);
      if (name.equals("!all")) {
        notAll = true;
      } else if (name.startsWith("!")) {
        excluded.addAll(named(name.substring(1), raw));
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
      case "selinux" -> EnumSet.of(SELINUX);
      case "hardware", "devices", "mounts" -> EnumSet.of(HARDWARE);
      case "network", "interfaces" -> EnumSet.of(NETWORK);
      case "virtual" -> EnumSet.of(VIRTUAL);
      case "gpu" -> EnumSet.of(GPU);
      case "rdma" -> EnumSet.of(RDMA);
      // Ansible's other subsets are covered by min here (distribution, env, dns, ...).
      case "distribution", "env", "dns", "date_time", "user", "pkg_mgr", "service_mgr", "platform", "facter",
          "ohai" -> EnumSet.of(MIN);
      default -> throw new IllegalArgumentException("bad subset '" + raw.strip()
          + "' given to gather_subset; allowed: all, min, hardware, network, virtual, selinux, gpu, rdma (each may start with !)");
    };
  }
}
