package dev.play.module.cluster;

/**
 * One point-to-point link of a mesh on its own subnet: the host earlier in the group's order
 * ({@code low}) takes the subnet's {@code .2}, the other {@code .3} (docs/setups.md: "lower node
 * .2, higher .3").
 *
 * @param subnet the link's network
 * @param low the end earlier in the group's order
 * @param high the other end
 */
record MeshLink(Ipv4Subnet subnet, End low, End high) {
  /** The low end's host offset in the subnet. */
  static final int LOW_HOST = 2;

  /** The high end's host offset in the subnet. */
  static final int HIGH_HOST = 3;

  /** One end: a host and its interface on the link. */
  record End(String host, String iface) {}

  /** {@code titanic<->iceberg (192.168.101.0/24)}, for messages. */
  String label() {
    return low.host() + "<->" + high.host() + " (" + subnet + ")";
  }

  boolean joins(String host) {
    return low.host().equals(host) || high.host().equals(host);
  }

  /**
   * The end on {@code host} (the low end when the link joins a host to itself, which validation
   * refuses).
   */
  End endOf(String host) {
    return low.host().equals(host) ? low : high;
  }

  End otherEnd(String host) {
    return low.host().equals(host) ? high : low;
  }

  String address(End end) {
    return subnet.host(end.equals(low) ? LOW_HOST : HIGH_HOST);
  }
}
