package dev.play.facts.net;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An IPv6 address of an interface, as Ansible lists it under {@code ipv6}: {@code address} (as
 * {@code ip} prints it), {@code prefix} and {@code scope} ({@code global}, {@code link}, {@code
 * host}, {@code site}). {@code temporary} ones (privacy addresses) are those {@code ip addr show
 * secondary} lists, after the others.
 */
record Ipv6Address(String iface, String address, String prefix, String scope, boolean temporary) {
  private static final int IFA_F_TEMPORARY = 0x01;

  /** Ansible's map: address, prefix, scope. */
  public Map<String, Object> facts() {
    Map<String, Object> m = new java.util.LinkedHashMap<>();
    m.put("address", address);
    m.put("prefix", prefix);
    m.put("scope", scope);
    return m;
  }

  /**
   * {@code ip -o addr show}'s inet6 lines, cut to {@code IFACE ADDRESS/PREFIX scope SCOPE [flags]}
   * (or {@code IFACE ADDRESS peer PEER/PREFIX scope SCOPE ...}), read as Ansible reads them. Pure.
   */
  public static List<Ipv6Address> fromIp(List<String> lines) {
    List<Ipv6Address> out = new ArrayList<>();
    for (String line : lines) {
      String[] w = line.strip().split("\\s+");
      try {
        String address;
        String prefix;
        int rest;
        if (w.length > 2 && w[2].equals("peer")) {
          address = w[1];
          prefix = w[3].split("/", 2)[1];
          rest = 4;
        } else {
          String[] ap = w[1].split("/", 2);
          address = ap[0];
          prefix = ap[1];
          rest = 2;
        }
        String scope = w[rest + 1];
        boolean temporary = List.of(w).subList(rest + 2, w.length).contains("temporary");
        out.add(new Ipv6Address(w[0], address, prefix, scope, temporary));
      } catch (RuntimeException e) {
        // a line without address, prefix or scope: Ansible would fail on it; left out here
      }
    }
    return out;
  }

  /**
   * {@code /proc/net/if_inet6} ({@code HEX IFINDEX PREFIX SCOPE FLAGS IFACE}, hex fields), for
   * hosts without {@code ip}: per interface in the kernel's list order as far as the file tells it
   * (by scope: global, host, link, site). Pure.
   */
  public static List<Ipv6Address> fromProc(List<String> lines) {
    List<Ipv6Address> out = new ArrayList<>();
    List<Integer> scopes = new ArrayList<>();
    for (String line : lines) {
      String[] f = line.strip().split("\\s+");
      if (f.length < 6 || f[0].length() != 32) {
        continue;
      }
      try {
        int scope = Integer.parseInt(f[3], 16);
        int flags = Integer.parseInt(f[4], 16);
        out.add(
            new Ipv6Address(
                f[5],
                format(f[0]),
                String.valueOf(Integer.parseInt(f[2], 16)),
                scopeName(scope),
                (flags & IFA_F_TEMPORARY) != 0));
        scopes.add(scope);
      } catch (NumberFormatException e) {
        // not an address line
      }
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < out.size(); i++) {
      order.add(i);
    }
    order.sort(Comparator.comparingInt(i -> scopes.get(i)));
    return order.stream().map(out::get).toList();
  }

  /** The kernel's IPv6 address scope bits as {@code ip} names them. */
  static String scopeName(int scope) {
    if ((scope & 0x10) != 0) {
      return "host";
    }
    if ((scope & 0x20) != 0) {
      return "link";
    }
    if ((scope & 0x40) != 0) {
      return "site";
    }
    return "global";
  }

  /**
   * 32 hex digits as {@code inet_ntop} writes the address (RFC 5952, embedded IPv4 kept dotted).
   */
  static String format(String hex) {
    int[] w = new int[8];
    for (int i = 0; i < 8; i++) {
      w[i] = Integer.parseInt(hex.substring(i * 4, i * 4 + 4), 16);
    }
    int bestBase = -1;
    int bestLen = 0;
    for (int i = 0; i < 8; ) {
      if (w[i] != 0) {
        i++;
        continue;
      }
      int j = i;
      while (j < 8 && w[j] == 0) {
        j++;
      }
      if (j - i > bestLen) {
        bestBase = i;
        bestLen = j - i;
      }
      i = j;
    }
    if (bestLen < 2) {
      bestBase = -1;
    }
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < 8; i++) {
      if (bestBase >= 0 && i >= bestBase && i < bestBase + bestLen) {
        if (i == bestBase) {
          s.append(':');
        }
        continue;
      }
      if (i != 0) {
        s.append(':');
      }
      if (i == 6 && bestBase == 0 && (bestLen == 6 || (bestLen == 5 && w[5] == 0xffff))) {
        s.append(w[6] >> 8)
            .append('.')
            .append(w[6] & 0xff)
            .append('.')
            .append(w[7] >> 8)
            .append('.')
            .append(w[7] & 0xff);
        return s.toString();
      }
      s.append(Integer.toHexString(w[i]).toLowerCase(Locale.ROOT));
    }
    if (bestBase >= 0 && bestBase + bestLen == 8) {
      s.append(':');
    }
    return s.toString();
  }
}
