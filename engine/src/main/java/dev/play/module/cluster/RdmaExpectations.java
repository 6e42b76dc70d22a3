package dev.play.module.cluster;

import dev.play.module.Args;
import dev.play.module.ModuleFailure;
import java.util.List;
import java.util.Locale;

/**
 * What {@code rdma_check} requires of a host.
 *
 * @param devices {@link Devices#ANY} (at least one, every one checked), {@link Devices#NONE} (no
 *     RDMA expected: nothing checked) or {@link Devices#LISTED}
 * @param names the expected devices when {@code LISTED}
 * @param linkLayer {@code any}, {@code Ethernet} or {@code InfiniBand}
 * @param portActive every port ACTIVE and LinkUp
 * @param roceV2Gid every Ethernet port has a RoCE v2 GID with an IPv4-mapped address
 * @param peermem a peer-memory module is loaded (on hosts with GPUs)
 * @param memlock {@code unlimited}, {@code any}, or a minimum in KiB
 * @param minRateGbps the least active rate of a port, 0 for any
 */
record RdmaExpectations(
    Devices devices,
    List<String> names,
    String linkLayer,
    boolean portActive,
    boolean roceV2Gid,
    boolean peermem,
    String memlock,
    int minRateGbps) {
  enum Devices {
    ANY,
    NONE,
    LISTED
  }

  RdmaExpectations {
    names = List.copyOf(names);
  }

  static RdmaExpectations from(Args args) throws ModuleFailure {
    List<String> names = deviceNames(args);
    Devices devices =
        names.equals(List.of("any"))
            ? Devices.ANY
            : names.isEmpty() || names.equals(List.of("none")) ? Devices.NONE : Devices.LISTED;
    return new RdmaExpectations(
        devices,
        devices == Devices.LISTED ? names : List.of(),
        args.string("link_layer"),
        args.bool("port_active"),
        args.bool("roce_v2_gid"),
        args.bool("peermem"),
        memlock(args),
        minRate(args));
  }

  private static List<String> deviceNames(Args args) throws ModuleFailure {
    if (!args.has("devices")) {
      return List.of("any");
    }
    List<String> names = args.list("devices");
    boolean keyword =
        names.size() == 1 && List.of("any", "none").contains(names.get(0).toLowerCase(Locale.ROOT));
    return keyword ? List.of(names.get(0).toLowerCase(Locale.ROOT)) : names;
  }

  private static String memlock(Args args) throws ModuleFailure {
    String m = args.string("memlock").strip();
    if (!m.equals("unlimited") && !m.equals("any") && !m.matches("\\d+")) {
      throw new ModuleFailure(
          "rdma_check: argument 'memlock' must be unlimited, any or a number of KiB, got '"
              + m
              + "'");
    }
    return m;
  }

  private static int minRate(Args args) throws ModuleFailure {
    int rate = args.integer("min_rate_gbps");
    if (rate < 0) {
      throw new ModuleFailure(
          "rdma_check: argument 'min_rate_gbps' must be 0 or more, got " + rate);
    }
    return rate;
  }
}
