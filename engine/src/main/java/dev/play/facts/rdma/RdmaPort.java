package dev.play.facts.rdma;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One port of an RDMA device: states as the kernel writes them ({@code 4: ACTIVE}), and its GIDs.
 */
record RdmaPort(
    String port, String state, String physState, String linkLayer, String rate, List<Gid> gids) {
  public RdmaPort {
    gids = List.copyOf(gids);
  }

  /**
   * The GID index NCCL should use ({@code NCCL_IB_GID_INDEX}): the lowest RoCE v2 entry carrying an
   * IPv4 address, else the lowest RoCE v2 entry; empty on InfiniBand or when none is populated.
   */
  public Optional<Integer> roceV2GidIndex() {
    Comparator<Gid> byIndex = Comparator.comparingInt(Gid::index);
    Optional<Gid> withIpv4 = gids.stream().filter(g -> g.roceV2() && g.ipv4() != null).min(byIndex);
    return withIpv4.or(() -> gids.stream().filter(Gid::roceV2).min(byIndex)).map(Gid::index);
  }

  /** {@code ACTIVE} from {@code 4: ACTIVE}. */
  static String word(String sysfs) {
    int colon = sysfs.indexOf(':');
    return (colon < 0 ? sysfs : sysfs.substring(colon + 1)).strip();
  }

  public boolean active() {
    return word(state).equals("ACTIVE");
  }

  public Map<String, Object> facts() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("state", word(state));
    m.put("phys_state", word(physState));
    m.put("link_layer", linkLayer);
    m.put("rate", rate);
    m.put("active", active());
    m.put("gids", gids.stream().map(Gid::facts).toList());
    m.put("roce_v2_gid_index", roceV2GidIndex().orElse(null));
    return m;
  }
}
