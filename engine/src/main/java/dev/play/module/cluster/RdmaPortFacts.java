package dev.play.module.cluster;

import dev.play.facts.rdma.Gid;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One port of an RDMA device as {@code rdma_facts} describes it ({@code
 * ansible_rdma_devices.<dev>.ports.<n>}).
 *
 * @param roceV2GidIndex the facts' {@code roce_v2_gid_index} (from the GID table scan), or null
 */
record RdmaPortFacts(
    String device,
    String port,
    String state,
    String physState,
    String linkLayer,
    String rate,
    List<Gid> gids,
    Integer roceV2GidIndex) {
  private static final Pattern GBPS = Pattern.compile("^\\s*(\\d+(?:\\.\\d+)?)\\s*Gb/sec");

  RdmaPortFacts {
    gids = List.copyOf(gids);
  }

  /** {@code mlx5_6 port 1}: how problems name the port. */
  String id() {
    return device + " port " + port;
  }

  boolean active() {
    return "ACTIVE".equals(state);
  }

  boolean linkUp() {
    return "LinkUp".equals(physState);
  }

  boolean ethernet() {
    return "Ethernet".equalsIgnoreCase(linkLayer);
  }

  /** The lowest RoCE v2 GID carrying an IPv4-mapped address ({@code ::ffff:a.b.c.d}). */
  Optional<Gid> roceV2Ipv4Gid() {
    return gids.stream()
        .filter(g -> g.roceV2() && g.ipv4() != null)
        .min(Comparator.comparingInt(Gid::index));
  }

  /** The rate in Gb/s from {@code 400 Gb/sec (4X NDR)}; empty when the kernel wrote none. */
  Optional<Double> gbps() {
    Matcher m = GBPS.matcher(rate);
    return m.find() ? Optional.of(Double.parseDouble(m.group(1))) : Optional.empty();
  }
}
