package dev.play.module.cluster;

import dev.play.facts.rdma.Gid;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The problems of a host against {@link RdmaExpectations}, each naming the device and port it is
 * about: expected devices present, ports ACTIVE and LinkUp, link layer, active rate, a RoCE v2 GID
 * with an IPv4-mapped address, the peer-memory module, the memlock limit. Pure.
 */
final class RdmaChecks {
  private RdmaChecks() {}

  /** The devices the expectations cover: the listed ones present, or all of them. */
  static List<RdmaDevice> checked(RdmaHost host, RdmaExpectations e) {
    return switch (e.devices()) {
      case NONE -> List.of();
      case ANY -> host.devices();
      case LISTED -> host.devices().stream().filter(d -> e.names().contains(d.name())).toList();
    };
  }

  static List<String> problems(RdmaHost host, RdmaExpectations e) {
    if (e.devices() == RdmaExpectations.Devices.NONE) {
      return List.of();
    }
    List<String> out = new ArrayList<>(missing(host, e));
    for (RdmaDevice d : checked(host, e)) {
      if (d.ports().isEmpty()) {
        out.add(d.name() + ": no port");
      }
      d.ports().forEach(p -> port(p, e).ifPresent(out::add));
    }
    peermem(host, e).ifPresent(out::add);
    memlock(host.memlock(), e.memlock()).ifPresent(out::add);
    return out;
  }

  private static List<String> missing(RdmaHost host, RdmaExpectations e) {
    List<String> present = host.devices().stream().map(RdmaDevice::name).toList();
    String found = present.isEmpty() ? "none found" : "found: " + String.join(", ", present);
    if (e.devices() == RdmaExpectations.Devices.ANY) {
      return present.isEmpty() ? List.of("no RDMA device (expected at least one)") : List.of();
    }
    return e.names().stream()
        .filter(n -> !present.contains(n))
        .map(n -> n + ": expected RDMA device missing (" + found + ")")
        .toList();
  }

  private static Optional<String> port(RdmaPortFacts p, RdmaExpectations e) {
    List<String> wrong = new ArrayList<>();
    if (e.portActive() && !p.active()) {
      wrong.add("state " + shown(p.state()) + " (expected ACTIVE)");
    }
    if (e.portActive() && !p.linkUp()) {
      wrong.add("physical state " + shown(p.physState()) + " (expected LinkUp)");
    }
    if (!e.linkLayer().equals("any") && !e.linkLayer().equalsIgnoreCase(p.linkLayer())) {
      wrong.add("link layer " + shown(p.linkLayer()) + " (expected " + e.linkLayer() + ")");
    }
    if (e.minRateGbps() > 0 && p.gbps().map(r -> r < e.minRateGbps()).orElse(true)) {
      wrong.add("rate " + shown(p.rate()) + " (expected at least " + e.minRateGbps() + " Gb/sec)");
    }
    if (e.roceV2Gid() && p.ethernet() && p.roceV2Ipv4Gid().isEmpty()) {
      wrong.add("no RoCE v2 GID with an IPv4-mapped address (" + gidTypes(p.gids()) + ")");
    }
    return wrong.isEmpty()
        ? Optional.empty()
        : Optional.of(p.id() + ": " + String.join(", ", wrong));
  }

  private static Optional<String> peermem(RdmaHost host, RdmaExpectations e) {
    boolean gpus = host.gpus() == null || host.gpus() > 0;
    return e.peermem() && gpus && !host.peermem()
        ? Optional.of(
            "peer-memory module not loaded (nvidia_peermem or nv_peer_mem): no GPUDirect RDMA")
        : Optional.empty();
  }

  static Optional<String> memlock(String actual, String expected) {
    if (expected.equals("any") || actual.equals("unlimited")) {
      return Optional.empty();
    }
    String shown = actual.matches("\\d+") ? actual + " KiB" : shown(actual);
    if (expected.equals("unlimited")) {
      return Optional.of("memlock " + shown + " (expected unlimited)");
    }
    boolean enough = actual.matches("\\d+") && Long.parseLong(actual) >= Long.parseLong(expected);
    return enough
        ? Optional.empty()
        : Optional.of("memlock " + shown + " (expected at least " + expected + " KiB)");
  }

  /** {@code GIDs: 0 IB/RoCE v1, 1 RoCE v2}, or that the table is empty. */
  static String gidTypes(List<Gid> gids) {
    return gids.isEmpty()
        ? "GID table empty"
        : "GIDs: "
            + gids.stream()
                .map(g -> g.index() + " " + shown(g.type()))
                .collect(Collectors.joining(", "));
  }

  private static String shown(String value) {
    return value.isEmpty() ? "unknown" : value;
  }
}
