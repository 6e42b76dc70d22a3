package dev.play.facts.net;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Ansible's network facts from what the kernel exposes: interfaces from {@code /sys/class/net},
 * addresses from {@code ip -4 -o addr} when the host has {@code ip}, else from
 * {@code /proc/net/fib_trie} matched to interfaces and netmasks through the connected routes of
 * {@code /proc/net/route}; the default route gives {@code default_ipv4}. Pure.
 */
public final class NetworkFacts {
  private NetworkFacts() {}

  /**
   * @param ipAddrs {@code [iface, address, prefix]} from {@code ip}, or empty when it is missing
   * @return facts without the {@code ansible_} prefix: interfaces, one map per interface,
   *     default_ipv4, all_ipv4_addresses
   */
  public static Map<String, Object> of(Map<String, NetDevice> devices, List<Route> routes, List<String> fibAddresses,
      List<String[]> ipAddrs) {
    List<Ipv4Address> addresses = ipAddrs.isEmpty() ? fromRoutes(fibAddresses, routes) : fromIp(ipAddrs);
    Map<String, Object> facts = new LinkedHashMap<>();
    List<String> names = new ArrayList<>(devices.keySet());
    addresses.stream().map(Ipv4Address::iface).filter(i -> !names.contains(i)).distinct().forEach(names::add);
    names.sort(Comparator.naturalOrder());
    facts.put("interfaces", names);
    for (String name : names) {
      facts.put(factName(name), device(name, devices.get(name), first(addresses, name)));
    }
    facts.put("default_ipv4", defaultIpv4(devices, routes, addresses));
    facts.put("all_ipv4_addresses",
        addresses.stream().filter(a -> !a.loopback()).map(a -> Ipv4.format(a.address())).distinct().toList());
    return facts;
  }

  /** Ansible's fact key for an interface: {@code enp1s0f0np0}, {@code br_lan} for {@code br-lan}. */
  public static String factName(String iface) {
    return iface.replace('-', '_').replace(':', '_').replace('.', '_');
  }

  private static List<Ipv4Address> fromIp(List<String[]> ipAddrs) {
    List<Ipv4Address> out = new ArrayList<>();
    for (String[] a : ipAddrs) {
      long address = a.length > 1 ? Ipv4.parse(a[1]) : -1;
      if (address >= 0) {
        out.add(new Ipv4Address(a[0], address, a.length > 2 ? parsePrefix(a[2]) : 32));
      }
    }
    return out;
  }

  private static List<Ipv4Address> fromRoutes(List<String> fibAddresses, List<Route> routes) {
    List<Ipv4Address> out = new ArrayList<>();
    for (String text : fibAddresses) {
      long address = Ipv4.parse(text);
      if (address < 0) {
        continue;
      }
      if ((address >> 24) == 127) {
        out.add(new Ipv4Address("lo", address, 8));
        continue;
      }
      routes.stream().filter(r -> r.connects(address)).max(Comparator.comparingLong(r -> Ipv4.prefix(r.mask())))
          .ifPresent(r -> out.add(new Ipv4Address(r.iface(), address, Ipv4.prefix(r.mask()))));
    }
    return out;
  }

  private static Map<String, Object> device(String name, NetDevice dev, Optional<Ipv4Address> address) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("device", name);
    m.put("active", dev == null || dev.active());
    m.put("type", dev == null ? "unknown" : dev.type());
    m.put("macaddress", dev == null ? "" : dev.macaddress());
    m.put("mtu", dev == null ? 0 : dev.mtu());
    address.ifPresent(a -> m.put("ipv4", a.facts()));
    return m;
  }

  private static Map<String, Object> defaultIpv4(Map<String, NetDevice> devices, List<Route> routes,
      List<Ipv4Address> addresses) {
    Map<String, Object> m = new LinkedHashMap<>();
    Optional<Route> route = routes.stream().filter(Route::isDefault).findFirst();
    if (route.isEmpty()) {
      return m;
    }
    String iface = route.get().iface();
    m.put("interface", iface);
    m.put("gateway", Ipv4.format(route.get().gateway()));
    first(addresses, iface).ifPresent(a -> m.putAll(a.facts()));
    NetDevice dev = devices.get(iface);
    if (dev != null) {
      m.put("macaddress", dev.macaddress());
      m.put("mtu", dev.mtu());
      m.put("type", dev.type());
    }
    m.put("alias", iface);
    return m;
  }

  private static Optional<Ipv4Address> first(List<Ipv4Address> addresses, String iface) {
    return addresses.stream().filter(a -> a.iface().equals(iface)).findFirst();
  }

  private static int parsePrefix(String s) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      return 32;
    }
  }
}
