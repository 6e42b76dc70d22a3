package dev.play.module.containers;

import static dev.play.module.containers.ContainerRequest.M;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One entry of {@code docker_container}'s {@code networks}: a network name, or a map with {@code
 * name} and optionally {@code ipv4_address}, {@code ipv6_address} and {@code aliases}. Compared as
 * community.docker compares it: only the given settings, the aliases as a subset of the endpoint's.
 * Pure.
 */
record NetworkAttachment(String name, String ipv4, String ipv6, List<String> aliases) {
  private static final Set<String> KEYS = Set.of("name", "ipv4_address", "ipv6_address", "aliases");

  NetworkAttachment {
    aliases = List.copyOf(aliases);
  }

  /** An entry as written in the task: a name or a map. */
  static NetworkAttachment of(Object entry) throws ModuleFailure {
    if (!(entry instanceof Map<?, ?> m)) {
      return new NetworkAttachment(String.valueOf(entry), null, null, List.of());
    }
    for (Object k : m.keySet()) {
      if (!KEYS.contains(String.valueOf(k))) {
        throw new ModuleFailure(
            M
                + ": networks."
                + k
                + " is not supported by play (name, ipv4_address, ipv6_address, aliases)");
      }
    }
    if (m.get("name") == null) {
      throw new ModuleFailure(M + ": each of networks needs a name");
    }
    return new NetworkAttachment(
        String.valueOf(m.get("name")),
        string(m.get("ipv4_address")),
        string(m.get("ipv6_address")),
        aliases(m.get("aliases")));
  }

  private static String string(Object v) {
    return v == null || String.valueOf(v).isEmpty() ? null : String.valueOf(v);
  }

  private static List<String> aliases(Object v) throws ModuleFailure {
    if (v == null) {
      return List.of();
    }
    if (!(v instanceof List<?> l)) {
      throw new ModuleFailure(M + ": networks.aliases must be a list");
    }
    return l.stream().map(String::valueOf).toList();
  }

  /**
   * The settings as flags of {@code docker create} ({@code --network-alias}) or {@code docker
   * network connect} ({@code --alias}).
   */
  List<String> flags(boolean create) {
    List<String> f = new ArrayList<>();
    if (ipv4 != null) {
      f.addAll(List.of("--ip", ipv4));
    }
    if (ipv6 != null) {
      f.addAll(List.of("--ip6", ipv6));
    }
    aliases.forEach(a -> f.addAll(List.of(create ? "--network-alias" : "--alias", a)));
    return f;
  }

  /**
   * The given settings that differ from the container's endpoint in this network ({@code docker
   * inspect}).
   */
  List<String> differences(Map<String, Object> endpoint) {
    List<String> out = new ArrayList<>();
    if (ipv4 != null && !ipv4.equals(DockerCli.str(endpoint, "IPAMConfig", "IPv4Address"))) {
      out.add("ipv4_address");
    }
    if (ipv6 != null && !ipv6.equals(DockerCli.str(endpoint, "IPAMConfig", "IPv6Address"))) {
      out.add("ipv6_address");
    }
    if (!DockerCli.strings(endpoint, "Aliases").containsAll(aliases)) {
      out.add("aliases");
    }
    return out;
  }
}
