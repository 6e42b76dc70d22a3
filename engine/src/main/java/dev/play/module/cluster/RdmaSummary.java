package dev.play.module.cluster;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The one line {@code rdma_check} prints per host: {@code <host>: RDMA ok: ...} with the ports,
 * link layer, rate, GID index, peer memory and memlock; {@code <host>: RDMA FAILED: <problems>}; or
 * {@code <host>: RDMA not expected: ...}; then, in brackets, what the kernel log says when it was
 * given. Pure.
 */
final class RdmaSummary {
  private RdmaSummary() {}

  static String line(RdmaHost host, RdmaExpectations e, List<String> problems, KernelLog log) {
    String body;
    if (e.devices() == RdmaExpectations.Devices.NONE) {
      body = "RDMA not expected: " + present(host.devices());
    } else if (!problems.isEmpty()) {
      body = "RDMA FAILED: " + String.join("; ", problems);
    } else {
      body = "RDMA ok: " + overview(host, RdmaChecks.checked(host, e));
    }
    String kernel = log.describe();
    return host.name() + ": " + body + (kernel == null ? "" : " [" + kernel + "]");
  }

  private static String present(List<RdmaDevice> devices) {
    if (devices.isEmpty()) {
      return "no RDMA device";
    }
    return devices.size()
        + " device"
        + (devices.size() == 1 ? "" : "s")
        + " present ("
        + devices.stream().map(RdmaDevice::name).collect(Collectors.joining(", "))
        + "), not checked";
  }

  private static String overview(RdmaHost host, List<RdmaDevice> devices) {
    List<RdmaPortFacts> ports = devices.stream().flatMap(d -> d.ports().stream()).toList();
    List<String> parts = new ArrayList<>();
    parts.add(activePorts(devices, ports));
    parts.add(distinct(ports.stream().map(RdmaPortFacts::linkLayer).toList()));
    parts.add(distinct(ports.stream().map(RdmaPortFacts::rate).toList()));
    parts.add(gidIndexes(ports));
    parts.add(host.peermem() ? "peer memory loaded" : "peer memory not loaded");
    parts.add(
        "memlock " + (host.memlock().matches("\\d+") ? host.memlock() + " KiB" : host.memlock()));
    return String.join(", ", parts.stream().filter(s -> !s.isEmpty()).toList());
  }

  /** {@code 4/4 ports ACTIVE (mlx5_6:1 (net1), ...)}. */
  private static String activePorts(List<RdmaDevice> devices, List<RdmaPortFacts> ports) {
    String names =
        devices.stream()
            .flatMap(d -> d.ports().stream().map(p -> portName(d, p)))
            .collect(Collectors.joining(", "));
    return ports.stream().filter(RdmaPortFacts::active).count()
        + "/"
        + ports.size()
        + " ports ACTIVE ("
        + names
        + ")";
  }

  /**
   * {@code RoCE v2 GID index 3} over the Ethernet ports with a RoCE v2 IPv4 GID; empty when none
   * has one.
   */
  private static String gidIndexes(List<RdmaPortFacts> ports) {
    List<String> indexes =
        ports.stream()
            .filter(RdmaPortFacts::ethernet)
            .flatMap(p -> p.roceV2Ipv4Gid().stream())
            .map(g -> String.valueOf(g.index()))
            .distinct()
            .toList();
    return indexes.isEmpty() ? "" : "RoCE v2 GID index " + String.join("/", indexes);
  }

  /** {@code mlx5_6:1 (net1)}. */
  private static String portName(RdmaDevice d, RdmaPortFacts p) {
    return d.name()
        + ":"
        + p.port()
        + (d.netdevs().isEmpty() ? "" : " (" + String.join(", ", d.netdevs()) + ")");
  }

  private static String distinct(List<String> values) {
    return values.stream().filter(v -> !v.isEmpty()).distinct().collect(Collectors.joining("/"));
  }
}
