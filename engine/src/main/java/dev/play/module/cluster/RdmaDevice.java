package dev.play.module.cluster;

import java.util.List;

/** An RDMA device from {@code rdma_facts}: its netdevs and ports. */
record RdmaDevice(String name, List<String> netdevs, List<RdmaPortFacts> ports) {
  RdmaDevice {
    netdevs = List.copyOf(netdevs);
    ports = List.copyOf(ports);
  }

  /** Whether any port is ACTIVE. */
  boolean active() {
    return ports.stream().anyMatch(RdmaPortFacts::active);
  }

  List<RdmaPortFacts> activePorts() {
    return ports.stream().filter(RdmaPortFacts::active).toList();
  }
}
