package dev.play.facts.net;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Ansible's network facts from what the kernel exposes: interfaces from {@code /sys/class/net},
 * addresses from {@code ip -o addr} when the host has {@code ip}, else from {@code
 * /proc/net/fib_trie} matched to interfaces and netmasks through the connected routes of {@code
 * /proc/net/route} (IPv6 from {@code /proc/net/if_inet6}); the default route gives {@code
 * default_ipv4}. The address lists follow Ansible's order: interfaces as {@code /sys/class/net}
 * lists them, each one's addresses as {@code ip} does. Pure.
 */
final class NetworkFacts {
  private NetworkFacts() {}

  /**
   * The network facts of one host, from what its probes read.
   *
   * @param ipAddrs {@code [iface, address, prefix]} from {@code ip}, or empty when it is missing
   * @param ipv6 the IPv6 addresses, each interface's in its order
   * @param order the interfaces in the order Ansible walks them (a listing of {@code
   *     /sys/class/net}); empty: as the addresses come
   * @return facts without the {@code ansible_} prefix: interfaces, one map per interface,
   *     default_ipv4, all_ipv4_addresses, all_ipv6_addresses
   */
  public static Map<String, Object> of(
      Map<String, NetDevice> devices,
      List<Route> routes,
      List<String> fibAddresses,
      List<String[]> ipAddrs,
      List<Ipv6Address> ipv6,
      List<String> order) {
    List<Ipv4Address> addresses =
        ipAddrs.isEmpty() ? fromRoutes(fibAddresses, routes) : fromIp(ipAddrs);
    Map<String, Object> facts = new LinkedHashMap<>();
    List<String> names = new ArrayList<>(devices.keySet());
    addresses.stream()
        .map(Ipv4Address::iface)
        .filter(i -> !names.contains(i))
        .distinct()
        .forEach(names::add);
    ipv6.stream()
        .map(Ipv6Address::iface)
        .filter(i -> !names.contains(i))
        .distinct()
        .forEach(names::add);
    names.sort(Comparator.naturalOrder());
    facts.put("interfaces", names);
    for (String name : names) {
      Map<String, Object> device = device(name, devices.get(name), first(addresses, name));
      List<Map<String, Object>> v6 =
          inAnsibleOrder(ipv6.stream().filter(a -> a.iface().equals(name)).toList(), order).stream()
              .map(Ipv6Address::facts)
              .toList();
      if (!v6.isEmpty()) {
        device.put("ipv6", v6);
      }
      facts.put(factName(name), device);
    }
    facts.put("default_ipv4", defaultIpv4(devices, routes, addresses));
    facts.put(
        "all_ipv4_addresses",
        byInterface(addresses, Ipv4Address::iface, order).stream()
            .filter(a -> !a.loopback())
            .map(a -> Ipv4.format(a.address()))
            .toList());
    facts.put(
        "all_ipv6_addresses",
        inAnsibleOrder(ipv6, order).stream()
            .map(Ipv6Address::address)
            .filter(a -> !a.equals("::1"))
            .toList());
    return facts;
  }

  /**
   * Addresses grouped by interface in {@code order} (interfaces it lacks after, as they come), each
   * interface's in their order: as Ansible collects them walking {@code /sys/class/net}.
   */
  private static <T> List<T> byInterface(
      List<T> addresses, Function<T, String> iface, List<String> order) {
    List<T> out = new ArrayList<>();
    for (String i : interfaceOrder(addresses, iface, order)) {
      addresses.stream().filter(a -> iface.apply(a).equals(i)).forEach(out::add);
    }
    return out;
  }

  private static <T> List<String> interfaceOrder(
      List<T> addresses, Function<T, String> iface, List<String> order) {
    List<String> ifaces = new ArrayList<>(order);
    addresses.stream().map(iface).filter(i -> !ifaces.contains(i)).distinct().forEach(ifaces::add);
    return ifaces;
  }

  /**
   * IPv6 addresses by interface, each interface's primary ones first, then its temporary ones, as
   * Ansible reads {@code ip addr show primary}, then {@code secondary}, per interface.
   */
  private static List<Ipv6Address> inAnsibleOrder(List<Ipv6Address> ipv6, List<String> order) {
    List<Ipv6Address> out = new ArrayList<>();
    for (String i : interfaceOrder(ipv6, Ipv6Address::iface, order)) {
      ipv6.stream().filter(a -> a.iface().equals(i) && !a.temporary()).forEach(out::add);
      ipv6.stream().filter(a -> a.iface().equals(i) && a.temporary()).forEach(out::add);
    }
    return out;
  }

  /**
   * Ansible's fact key for an interface: {@code enp1s0f0np0}, {@code br_lan} for {@code br-lan}.
   */
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
      routes.stream()
          .filter(r -> r.connects(address))
          .max(Comparator.comparingLong(r -> Ipv4.prefix(r.mask())))
          .ifPresent(r -> out.add(new Ipv4Address(r.iface(), address, Ipv4.prefix(r.mask()))));
    }
    return out;
  }

  private static Map<String, Object> device(
      String name, NetDevice dev, Optional<Ipv4Address> address) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("device", name);
    m.put("active", dev == null || dev.active());
    m.put("type", dev == null ? "unknown" : dev.type());
    m.put("macaddress", dev == null ? "" : dev.macaddress());
    m.put("mtu", dev == null ? 0 : dev.mtu());
    address.ifPresent(a -> m.put("ipv4", a.facts()));
    return m;
  }

  private static Map<String, Object> defaultIpv4(
      Map<String, NetDevice> devices, List<Route> routes, List<Ipv4Address> addresses) {
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
