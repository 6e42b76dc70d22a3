package dev.play.module.cluster;

import dev.play.facts.rdma.Gid;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code NCCL_IB_GID_INDEX}: the {@code roce_v2_gid_index} that rdma facts found by scanning each
 * port's GID table (a RoCE v2 entry, with an IPv4-mapped address when there is one), when every
 * active RoCE port agrees on it; never a fixed index. InfiniBand needs none. Pure.
 */
final class RoceGidIndex {
  static final String NAME = "NCCL_IB_GID_INDEX";

  private RoceGidIndex() {}

  static NcclVar choose(List<RdmaDevice> activeRdma) {
    List<RdmaPortFacts> roce =
        activeRdma.stream()
            .flatMap(d -> d.activePorts().stream())
            .filter(RdmaPortFacts::ethernet)
            .toList();
    if (roce.isEmpty()) {
      return new NcclVar(NAME, null, "not set: InfiniBand link layer, no GID index needed");
    }
    List<RdmaPortFacts> without = roce.stream().filter(p -> p.roceV2GidIndex() == null).toList();
    if (!without.isEmpty()) {
      return new NcclVar(
          NAME, null, "not set: no RoCE v2 GID on " + ids(without) + "; NCCL chooses");
    }
    List<Integer> indexes = roce.stream().map(RdmaPortFacts::roceV2GidIndex).distinct().toList();
    if (indexes.size() > 1) {
      String each =
          roce.stream()
              .map(p -> p.id() + ": " + p.roceV2GidIndex())
              .collect(Collectors.joining(", "));
      return new NcclVar(
          NAME,
          null,
          "not set: the RoCE v2 GID index differs between ports (" + each + "); NCCL chooses");
    }
    boolean ipv4 =
        roce.stream()
            .allMatch(
                p -> p.roceV2Ipv4Gid().map(Gid::index).equals(Optional.of(p.roceV2GidIndex())));
    return new NcclVar(
        NAME,
        String.valueOf(indexes.get(0)),
        "RoCE v2 GID"
            + (ipv4 ? " with an IPv4 address" : "")
            + " at this index on "
            + (roce.size() == 1 ? "the" : "every")
            + " active RoCE port (GID table scan)");
  }

  private static String ids(List<RdmaPortFacts> ports) {
    return ports.stream().map(RdmaPortFacts::id).collect(Collectors.joining(", "));
  }
}
