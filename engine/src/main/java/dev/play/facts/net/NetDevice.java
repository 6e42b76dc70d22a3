package dev.play.facts.net;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A network interface from {@code /sys/class/net/<name>/}: {@code address}, {@code mtu}, {@code
 * operstate}, {@code type} and {@code flags}, read in one {@code grep -H} as {@code
 * /sys/class/net/eth0/mtu:1500} lines.
 */
record NetDevice(
    String name, String macaddress, int mtu, String operstate, int arpType, int flags) {
  private static final int IFF_UP = 0x1;

  /** Devices in the order their lines appear. Pure. */
  public static Map<String, NetDevice> parse(List<String> lines) {
    Map<String, Map<String, String>> attrs = new LinkedHashMap<>();
    for (String line : lines) {
      int colon = line.indexOf(':');
      String[] path = colon < 0 ? new String[0] : line.substring(0, colon).split("/");
      if (path.length < 6 || !line.startsWith("/sys/class/net/")) {
        continue;
      }
      attrs
          .computeIfAbsent(path[4], k -> new LinkedHashMap<>())
          .put(path[5], line.substring(colon + 1).strip());
    }
    Map<String, NetDevice> out = new LinkedHashMap<>();
    attrs.forEach(
        (name, a) ->
            out.put(
                name,
                new NetDevice(
                    name,
                    a.getOrDefault("address", ""),
                    toInt(a.get("mtu"), 0),
                    a.getOrDefault("operstate", "unknown"),
                    toInt(a.get("type"), 0),
                    flags(a.get("flags")))));
    return out;
  }

  /** Ansible's {@code active}: the interface is administratively up. */
  public boolean active() {
    return (flags & IFF_UP) != 0;
  }

  /** Ansible's {@code type}: {@code ether}, {@code loopback}, {@code infiniband}, ... */
  public String type() {
    return switch (arpType) {
      case 1 -> "ether";
      case 772 -> "loopback";
      case 32 -> "infiniband";
      case 0 -> "unknown";
      default -> "unknown";
    };
  }

  private static int flags(String hex) {
    if (hex == null) {
      return 0;
    }
    try {
      return Integer.parseInt(hex.startsWith("0x") ? hex.substring(2) : hex, 16);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static int toInt(String s, int fallback) {
    try {
      return s == null ? fallback : Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      return fallback;
    }
  }
}
