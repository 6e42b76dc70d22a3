package dev.play.facts.rdma;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One entry of a port's GID table: {@code /sys/class/infiniband/<dev>/ports/<p>/gids/<index>}, its
 * type from {@code gid_attrs/types/<index>} ({@code IB/RoCE v1}, {@code RoCE v2}) and the netdev
 * from {@code gid_attrs/ndevs/<index>}.
 */
public record Gid(int index, String gid, String type, String ndev) {
  /** The IPv4 address of an IPv4-mapped GID ({@code ::ffff:a.b.c.d}), or null. */
  public String ipv4() {
    String[] g = gid.split(":");
    if (g.length != 8 || !g[5].equalsIgnoreCase("ffff")) {
      return null;
    }
    for (int i = 0; i < 5; i++) {
      if (!g[i].matches("0+")) {
        return null;
      }
    }
    try {
      int hi = Integer.parseInt(g[6], 16);
      int lo = Integer.parseInt(g[7], 16);
      return (hi >> 8) + "." + (hi & 0xff) + "." + (lo >> 8) + "." + (lo & 0xff);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  public boolean roceV2() {
    return type.equalsIgnoreCase("RoCE v2");
  }

  public Map<String, Object> facts() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("index", index);
    m.put("gid", gid);
    m.put("type", type);
    m.put("ndev", ndev);
    m.put("ipv4", ipv4());
    return m;
  }
}
