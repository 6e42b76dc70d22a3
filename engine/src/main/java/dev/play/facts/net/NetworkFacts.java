package dev.play.facts.net;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Stream;

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
    Map<String, List<Ipv4Address>> v4 = byName(addresses, Ipv4Address::iface);
    Map<String, List<Ipv6Address>> v6 = byName(ipv6, Ipv6Address::iface);
    Set<String> names = new TreeSet<>(devices.keySet());
    names.addAll(v4.keySet());
    names.addAll(v6.keySet());
    Map<String, Object> facts = new LinkedHashMap<>();
    facts.put("interfaces", new ArrayList<>(names));
    for (String name : names) {
      Map<String, Object> device = device(name, devices.get(name), first(v4, name));
      List<Map<String, Object>> own =
          primaryFirst(v6.getOrDefault(name, List.of())).stream().map(Ipv6Address::facts).toList();
      if (!own.isEmpty()) {
        device.put("ipv6", own);
      }
      facts.put(factName(name), device);
    }
    facts.put("default_ipv4", defaultIpv4(devices, routes, v4));
    facts.put(
        "all_ipv4_addresses",
        inOrder(v4, order, List::stream).stream()
            .filter(a -> !a.loopback())
            .map(a -> Ipv4.format(a.address()))
            .toList());
    facts.put(
        "all_ipv6_addresses",
        inOrder(v6, order, a -> primaryFirst(a).stream()).stream()
            .map(Ipv6Address::address)
            .filter(a -> !a.equals("::1"))
            .toList());
    return facts;
  }

  /** The addresses of each interface, in their order, the interfaces as they first come. */
  private static <T> Map<String, List<T>> byName(List<T> addresses, Function<T, String> iface) {
    Map<String, List<T>> out = new LinkedHashMap<>();
    addresses.forEach(a -> out.computeIfAbsent(iface.apply(a), k -> new ArrayList<>()).add(a));
    return out;
  }

  /**
   * Addresses grouped by interface in {@code order} (interfaces it lacks after, as they come), each
   * interface's as {@code each} lists them: as Ansible collects them walking {@code
   * /sys/class/net}.
   */
  private static <T> List<T> inOrder(
      Map<String, List<T>> byName, List<String> order, Function<List<T>, Stream<T>> each) {
    Set<String> ifaces = new LinkedHashSet<>(order);
    ifaces.addAll(byName.keySet());
    List<T> out = new ArrayList<>();
    for (String i : ifaces) {
      List<T> own = byName.get(i);
      if (own != null) {
        each.apply(own).forEach(out::add);
      }
    }
    return out;
  }

  /**
   * One interface's IPv6 addresses, its primary ones first, then its temporary ones, as Ansible
   * reads {@code ip addr show primary}, then {@code secondary}, per interface.
   */
  private static List<Ipv6Address> primaryFirst(List<Ipv6Address> own) {
    List<Ipv6Address> out = new ArrayList<>(own.size());
    own.stream().filter(a -> !a.temporary()).forEach(out::add);
    own.stream().filter(Ipv6Address::temporary).forEach(out::add);
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

  /**
   * Each local address on the interface of the connected route with the longest prefix that holds
   * it (the first of the table among equals); a loopback address on {@code lo}. Routes are looked
   * up by prefix length, at most 32 lookups an address.
   */
  private static List<Ipv4Address> fromRoutes(List<String> fibAddresses, List<Route> routes) {
    NavigableMap<Integer, Map<Long, Route>> connected = new TreeMap<>(Comparator.reverseOrder());
    for (Route r : routes) {
      if (r.connected()) {
        connected
            .computeIfAbsent(Ipv4.prefix(r.mask()), k -> new HashMap<>())
            .putIfAbsent(r.destination(), r);
      }
    }
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
      for (Map.Entry<Integer, Map<Long, Route>> e : connected.entrySet()) {
        Route r = e.getValue().get(address & Ipv4.mask(e.getKey()));
        if (r != null) {
          out.add(new Ipv4Address(r.iface(), address, e.getKey()));
          break;
        }
      }
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
      Map<String, NetDevice> devices, List<Route> routes, Map<String, List<Ipv4Address>> v4) {
    Map<String, Object> m = new LinkedHashMap<>();
    Optional<Route> route = routes.stream().filter(Route::isDefault).findFirst();
    if (route.isEmpty()) {
      return m;
    }
    String iface = route.get().iface();
    m.put("interface", iface);
    m.put("gateway", Ipv4.format(route.get().gateway()));
    first(v4, iface).ifPresent(a -> m.putAll(a.facts()));
    NetDevice dev = devices.get(iface);
    if (dev != null) {
      m.put("macaddress", dev.macaddress());
      m.put("mtu", dev.mtu());
      m.put("type", dev.type());
    }
    m.put("alias", iface);
    return m;
  }

  private static Optional<Ipv4Address> first(Map<String, List<Ipv4Address>> v4, String iface) {
    return v4.getOrDefault(iface, List.of()).stream().findFirst();
  }

  private static int parsePrefix(String s) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      return 32;
    }
  }
}
