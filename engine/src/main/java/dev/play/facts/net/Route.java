package dev.play.facts.net;

import java.util.ArrayList;
import java.util.List;

/** One line of {@code /proc/net/route}. */
record Route(String iface, long destination, long gateway, long mask, int flags) {
  private static final int RTF_UP = 0x1;

  /** The routes of a {@code /proc/net/route} table (header skipped). Pure. */
  public static List<Route> parse(List<String> lines) {
    List<Route> out = new ArrayList<>();
    for (String line : lines) {
      String[] f = line.strip().split("\\s+");
      if (f.length < 8 || f[0].equals("Iface")) {
        continue;
      }
      try {
        out.add(
            new Route(
                f[0],
                Ipv4.fromRouteHex(f[1]),
                Ipv4.fromRouteHex(f[2]),
                Ipv4.fromRouteHex(f[7]),
                Integer.parseInt(f[3], 16)));
      } catch (NumberFormatException e) {
        // a malformed line is skipped, as the kernel never writes one
      }
    }
    return out;
  }

  public boolean isDefault() {
    return destination == 0 && mask == 0 && (flags & RTF_UP) != 0;
  }

  /**
   * A directly connected network (up, no gateway) with a netmask the kernel can hold: a prefix
   * ({@code /proc/net/route} prints none other).
   */
  public boolean connected() {
    return (flags & RTF_UP) != 0
        && gateway == 0
        && mask != 0
        && mask == Ipv4.mask(Ipv4.prefix(mask))
        && (destination & mask) == destination;
  }
}
