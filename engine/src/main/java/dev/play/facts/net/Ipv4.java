package dev.play.facts.net;

/** IPv4 arithmetic on addresses held as unsigned 32-bit values in a long. */
public final class Ipv4 {
  private Ipv4() {}

  /** {@code 10.0.0.1} to its value; -1 when not a dotted quad. */
  public static long parse(String dotted) {
    String[] parts = dotted.strip().split("\\.");
    if (parts.length != 4) {
      return -1;
    }
    long v = 0;
    for (String p : parts) {
      try {
        int octet = Integer.parseInt(p);
        if (octet < 0 || octet > 255) {
          return -1;
        }
        v = v << 8 | octet;
      } catch (NumberFormatException e) {
        return -1;
      }
    }
    return v;
  }

  public static String format(long v) {
    return (v >> 24 & 0xff) + "." + (v >> 16 & 0xff) + "." + (v >> 8 & 0xff) + "." + (v & 0xff);
  }

  /**
   * {@code /proc/net/route} stores addresses as little-endian hex ({@code 0100000A} is 10.0.0.1).
   */
  public static long fromRouteHex(String hex) {
    try {
      long le = Long.parseLong(hex.strip(), 16);
      return (le & 0xff) << 24
          | (le >> 8 & 0xff) << 16
          | (le >> 16 & 0xff) << 8
          | (le >> 24 & 0xff);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  public static long mask(int prefix) {
    return prefix == 0 ? 0 : 0xffffffffL << (32 - prefix) & 0xffffffffL;
  }

  public static int prefix(long mask) {
    return Long.bitCount(mask & 0xffffffffL);
  }

  public static long broadcast(long address, long mask) {
    return ((address & mask) | ~mask) & 0xffffffffL;
  }
}
