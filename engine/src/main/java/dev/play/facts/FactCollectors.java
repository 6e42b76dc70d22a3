package dev.play.facts;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Ansible's Linux fact collectors as {@code gather_subset} names them: each collector's name and
 * the fact ids it declares ({@code _fact_ids}, ansible-core 2.14), with the part of play's
 * gathering that holds its facts. A fact id selects its collector, as in Ansible.
 */
final class FactCollectors {
  private static final Map<String, FactSubset> GATHERED =
      Map.ofEntries(
          Map.entry("date_time", FactSubset.MIN),
          Map.entry("distribution", FactSubset.MIN),
          Map.entry("dns", FactSubset.MIN),
          Map.entry("env", FactSubset.MIN),
          Map.entry("local", FactSubset.MIN),
          Map.entry("pkg_mgr", FactSubset.MIN),
          Map.entry("platform", FactSubset.MIN),
          Map.entry("python", FactSubset.MIN),
          Map.entry("service_mgr", FactSubset.MIN),
          Map.entry("user", FactSubset.MIN),
          Map.entry("facter", FactSubset.MIN),
          Map.entry("ohai", FactSubset.MIN),
          Map.entry("selinux", FactSubset.SELINUX),
          Map.entry("hardware", FactSubset.HARDWARE),
          Map.entry("loadavg", FactSubset.HARDWARE),
          Map.entry("network", FactSubset.NETWORK),
          Map.entry("virtual", FactSubset.VIRTUAL));

  private static final Map<String, String> FACT_IDS =
      Map.ofEntries(
              ids(
                  "distribution",
                  "distribution_major_version",
                  "distribution_release",
                  "distribution_version",
                  "os_family"),
              ids(
                  "hardware",
                  "devices",
                  "mounts",
                  "processor",
                  "processor_cores",
                  "processor_count"),
              ids(
                  "network",
                  "all_ipv4_addresses",
                  "all_ipv6_addresses",
                  "default_ipv4",
                  "default_ipv6",
                  "interfaces"),
              ids(
                  "platform",
                  "architecture",
                  "kernel",
                  "kernel_version",
                  "machine",
                  "machine_id",
                  "python_version",
                  "system"),
              ids(
                  "user",
                  "effective_group_ids",
                  "effective_user_id",
                  "real_user_id",
                  "user_dir",
                  "user_gecos",
                  "user_gid",
                  "user_id",
                  "user_shell",
                  "user_uid"),
              ids(
                  "virtual",
                  "virtualization_role",
                  "virtualization_tech_guest",
                  "virtualization_tech_host",
                  "virtualization_type"),
              ids("caps", "system_capabilities", "system_capabilities_enforced"),
              ids("chroot", "is_chroot"),
              ids(
                  "ssh_pub_keys",
                  "ssh_host_key_dsa_public",
                  "ssh_host_key_ecdsa_public",
                  "ssh_host_key_ed25519_public",
                  "ssh_host_key_rsa_public",
                  "ssh_host_pub_keys"))
          .entrySet()
          .stream()
          .flatMap(e -> e.getValue().stream().map(id -> Map.entry(id, e.getKey())))
          .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, Map.Entry::getValue));

  /** Ansible's collectors whose facts play does not gather. */
  private static final Set<String> NOT_GATHERED =
      Set.of(
          "apparmor",
          "caps",
          "chroot",
          "cmdline",
          "fibre_channel_wwn",
          "fips",
          "iscsi",
          "lsb",
          "nvme",
          "ssh_pub_keys");

  private FactCollectors() {}

  private static Map.Entry<String, Set<String>> ids(String collector, String... factIds) {
    return Map.entry(collector, Set.of(factIds));
  }

  /**
   * The collector a name selects: itself when it is one, the collector declaring it when a fact id,
   * else null.
   */
  static String collector(String name) {
    return GATHERED.containsKey(name) || NOT_GATHERED.contains(name) ? name : FACT_IDS.get(name);
  }

  static boolean gathered(String collector) {
    return GATHERED.containsKey(collector);
  }

  /** The part of play's gathering that holds a gathered collector's facts. */
  static Set<FactSubset> subset(String collector) {
    return EnumSet.of(GATHERED.get(collector));
  }

  /**
   * Every name play accepts: all, min, the gathered collectors and their fact ids, gpu and rdma.
   */
  static Set<String> accepted() {
    Set<String> names = new TreeSet<>(Set.of("all", "min", "gpu", "rdma"));
    names.addAll(GATHERED.keySet());
    FACT_IDS.forEach(
        (id, collector) -> {
          if (gathered(collector)) {
            names.add(id);
          }
        });
    return names;
  }
}
