package dev.play.module.cluster;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code NCCL_SOCKET_IFNAME}: the {@code net*} interfaces (SR-IOV / Multus names), else the {@code
 * ib*} ones (IPoIB), else the netdevs of the RDMA devices with an ACTIVE port, else the
 * default-route interface; only interfaces that are up. Pure.
 */
final class SocketInterfaces {
  static final String NAME = "NCCL_SOCKET_IFNAME";

  private SocketInterfaces() {}

  static NcclVar choose(List<String> up, List<RdmaDevice> activeRdma, String defaultInterface) {
    List<String> net = prefixed(up, "net");
    if (!net.isEmpty()) {
      return chosen(net, "net* interfaces");
    }
    List<String> ib = prefixed(up, "ib");
    if (!ib.isEmpty()) {
      return chosen(ib, "ib* interfaces");
    }
    List<String> netdevs = rdmaNetdevs(up, activeRdma);
    if (!netdevs.isEmpty()) {
      return chosen(netdevs, "netdevs of the RDMA devices");
    }
    if (defaultInterface != null) {
      return chosen(List.of(defaultInterface), "default-route interface");
    }
    return new NcclVar(
        NAME, null, "not set: no net*, ib*, RDMA netdev or default-route interface; NCCL chooses");
  }

  private static List<String> prefixed(List<String> up, String prefix) {
    return up.stream().filter(i -> i.startsWith(prefix)).toList();
  }

  private static List<String> rdmaNetdevs(List<String> up, List<RdmaDevice> activeRdma) {
    List<String> out = new ArrayList<>();
    for (RdmaDevice d : activeRdma) {
      d.netdevs().stream().filter(n -> up.contains(n) && !out.contains(n)).forEach(out::add);
    }
    return out;
  }

  private static NcclVar chosen(List<String> names, String rule) {
    return new NcclVar(NAME, String.join(",", names), rule);
  }
}
