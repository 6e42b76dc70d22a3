package dev.play.expr;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * ansible.utils' {@code ipaddr(query='')}, {@code ipv4} and {@code ipv6}: without a query, the
 * value if it is an IP address or network (of that version), else False; with one, a part of it
 * ({@code address}, {@code network}, {@code netmask}, {@code prefix}, {@code broadcast}, {@code
 * size}, ...), or the value if it lies in a network given as the query. On a list, the results that
 * are not false.
 */
final class NetFilters {
  private static final List<String> PRIVATE_V4 =
      List.of(
          "10.0.0.0/8",
          "100.64.0.0/10",
          "172.16.0.0/12",
          "192.0.0.0/24",
          "192.168.0.0/16",
          "198.18.0.0/15",
          "239.0.0.0/8");
  private static final List<String> PRIVATE_V6 = List.of("fc00::/7", "fec0::/10");

  /** Queries that compute a part of the address or network; they take the parsed value. */
  private static final Map<String, Function<IpNetwork, Object>> PARTS =
      Map.ofEntries(
          Map.entry("bool", n -> true),
          Map.entry(
              "broadcast", n -> n.size().compareTo(BigInteger.TWO) > 0 ? n.text(n.last()) : null),
          Map.entry("cidr", IpNetwork::toString),
          Map.entry("hostmask", n -> n.text(n.hostmask())),
          Map.entry("wildcard", n -> n.text(n.hostmask())),
          Map.entry("netmask", n -> n.text(n.netmask())),
          Map.entry("network", n -> n.text(n.network())),
          Map.entry("network_id", n -> n.text(n.network())),
          Map.entry("network/prefix", n -> n.text(n.network()) + "/" + n.prefix()),
          Map.entry("subnet", n -> n.text(n.network()) + "/" + n.prefix()),
          Map.entry("network_netmask", n -> n.text(n.network()) + " " + n.text(n.netmask())),
          Map.entry("network_wildcard", n -> n.text(n.network()) + " " + n.text(n.hostmask())),
          Map.entry(
              "net",
              n -> n.size().compareTo(BigInteger.ONE) > 0 && isNetwork(n) ? subnet(n) : null),
          Map.entry("prefix", IpNetwork::prefix),
          Map.entry("revdns", NetFilters::reverseDns),
          Map.entry("size", n -> number(n.size())),
          Map.entry(
              "size_usable",
              n ->
                  number(
                      n.size().compareTo(BigInteger.TWO) <= 0
                          ? n.size().subtract(BigInteger.ONE).shiftLeft(1)
                          : n.size().subtract(BigInteger.TWO))),
          Map.entry(
              "type",
              n -> isNetwork(n) && n.size().compareTo(BigInteger.ONE) > 0 ? "network" : "address"),
          Map.entry("version", IpNetwork::version));

  private static final Set<String> USABLE =
      Set.of(
          "first_usable", "last_usable", "next_usable", "previous_usable", "range_usable", "peer");
  private static final Set<String> ADDRESS_PREFIX =
      Set.of("address/prefix", "gateway", "gw", "host/prefix", "hostnet", "router");

  private NetFilters() {}

  static Object ipaddr(Object v, List<Object> args) {
    return query(v, args.get(0), 0);
  }

  static Object ipv4(Object v, List<Object> args) {
    return query(v, args.get(0), 4);
  }

  static Object ipv6(Object v, List<Object> args) {
    return query(v, args.get(0), 6);
  }

  private static Object query(Object value, Object query, int version) {
    if (value instanceof List<?> list) {
      List<Object> out = new ArrayList<>();
      list.stream()
          .map(item -> query(item, query, version))
          .filter(Truthiness::isTrue)
          .forEach(out::add);
      return ListFilters.frozen(out);
    } else if (value == null || value instanceof Map || value instanceof Double) {
      throw ListFilters.expected("an IP address or network (a string, integer or list)", value);
    } else if (!Truthiness.isTrue(value) || Boolean.TRUE.equals(value)) {
      return false;
    }
    String text = ValueFormat.str(value);
    Optional<Parsed> parsed = parse(text);
    if (parsed.isEmpty() || (version != 0 && parsed.get().net().version() != version)) {
      return false;
    }
    return answer(parsed.get(), query == null ? "" : ValueFormat.str(query));
  }

  /** The value read as netaddr does, and whether it was written as a network ({@code a/p}). */
  private record Parsed(IpNetwork net, boolean network, String value) {}

  private static Optional<Parsed> parse(String text) {
    if (text.matches("[0-9]+")) {
      return integer(new BigInteger(text), -1).map(net -> new Parsed(net, false, net.toString()));
    }
    Optional<IpNetwork> net = IpNetwork.parse(text);
    if (net.isEmpty() && text.matches("[0-9]+/[0-9]{1,3}")) {
      String[] parts = text.split("/");
      return integer(new BigInteger(parts[0]), Integer.parseInt(parts[1]))
          .map(n -> new Parsed(n, true, n.toString()));
    }
    return net.map(n -> new Parsed(n, text.contains("/"), text));
  }

  /** An address given as its number: IPv4 if it fits (with a valid prefix), else IPv6. */
  private static Optional<IpNetwork> integer(BigInteger n, int prefix) {
    if (n.bitLength() <= 32 && prefix <= 32) {
      return Optional.of(new IpNetwork(n, prefix < 0 ? 32 : prefix, 4));
    }
    return n.bitLength() <= 128 && prefix <= 128
        ? Optional.of(new IpNetwork(n, prefix < 0 ? 128 : prefix, 6))
        : Optional.empty();
  }

  private static Object answer(Parsed p, String query) {
    IpNetwork n = p.net();
    Optional<IpNetwork> lookup =
        query.isEmpty() || PARTS.containsKey(query) || isIndex(query)
            ? Optional.empty()
            : IpNetwork.parse(query);
    if (lookup.isPresent()) {
      return n.within(lookup.get()) ? p.value() : null;
    } else if (PARTS.containsKey(query)) {
      return PARTS.get(query).apply(n);
    } else if (ADDRESS_PREFIX.contains(query)) {
      boolean edge =
          n.size().compareTo(BigInteger.TWO) > 0 && (isNetwork(n) || n.ip().equals(n.last()));
      return edge ? false : n.toString();
    }
    return switch (query) {
      case "" -> p.network() ? n.toString() : n.text(n.ip());
      case "address", "ip" -> isHost(n) || n.version() == 6 ? n.text(n.ip()) : null;
      case "host" -> isHost(n) ? n.toString() : null;
      case "ip/prefix" -> isInNetwork(n) ? n.toString() : null;
      case "ip_netmask" -> isInNetwork(n) ? n.text(n.ip()) + " " + n.text(n.netmask()) : null;
      case "int" -> p.network() ? n.ip() + "/" + n.prefix() : number(n.ip());
      case "ipv4", "v4" -> n.version() == 4 ? p.value() : mappedIpv4(n);
      case "ipv6", "v6" ->
          n.version() == 6
              ? p.value()
              : new IpNetwork(
                      n.ip().or(BigInteger.valueOf(0xffff).shiftLeft(32)), n.prefix() + 96, 6)
                  .toString();
      case "private" -> isPrivate(n) ? p.value() : null;
      case "public" -> isPublic(n) ? p.value() : null;
      case "loopback", "lo" -> isLoopback(n) ? p.value() : null;
      case "link-local" -> isLinkLocal(n) ? p.value() : null;
      case "multicast" -> isMulticast(n) ? p.value() : null;
      case "unicast" -> isMulticast(n) ? null : p.value();
      case "wrap" ->
          n.version() == 4
              ? p.value()
              : "[" + n.text(n.ip()) + "]" + (p.network() ? "/" + n.prefix() : "");
      default -> usable(p, query);
    };
  }

  /** The queries on the usable addresses of a network (not on a single address). */
  private static Object usable(Parsed p, String query) {
    IpNetwork n = p.net();
    if (isIndex(query)) {
      return nth(n, p, new BigInteger(query));
    } else if (!USABLE.contains(query)) {
      throw new ExpressionException("unknown query " + ValueFormat.repr(query));
    } else if (!p.network()) {
      throw new ExpressionException(
          query + " needs a network (address/prefix), got " + ValueFormat.repr(p.value()));
    } else if (query.equals("peer")) {
      return peer(n);
    } else if (n.size().equals(BigInteger.ONE)) {
      return null;
    }
    boolean pair = n.size().equals(BigInteger.TWO);
    BigInteger first = pair ? n.network() : n.network().add(BigInteger.ONE);
    BigInteger last = pair ? n.last() : n.last().subtract(BigInteger.ONE);
    BigInteger next = n.ip().add(BigInteger.ONE);
    BigInteger previous = n.ip().subtract(BigInteger.ONE);
    return switch (query) {
      case "first_usable" -> n.text(first);
      case "last_usable" -> n.text(last);
      case "range_usable" -> n.text(first) + "-" + n.text(last);
      case "next_usable" ->
          next.compareTo(first) >= 0 && next.compareTo(last) <= 0 ? n.text(next) : null;
      default ->
          previous.compareTo(first) >= 0 && previous.compareTo(last) <= 0 ? n.text(previous) : null;
    };
  }

  private static Object peer(IpNetwork n) {
    long low = n.ip().longValue() & 3;
    if (n.size().equals(BigInteger.TWO)) {
      return n.text(n.ip().xor(BigInteger.ONE));
    } else if (!n.size().equals(BigInteger.valueOf(4))) {
      throw new ExpressionException("not a point-to-point network: " + n);
    } else if (low == 0 || low == 3) {
      throw new ExpressionException(
          (low == 0 ? "network" : "broadcast") + " address of /30 has no peer");
    }
    return n.text(n.ip().xor(BigInteger.valueOf(3)));
  }

  /** A number as the query: that address of the network (from the end if negative). */
  private static Object nth(IpNetwork n, Parsed p, BigInteger index) {
    if (n.size().equals(BigInteger.ONE)) {
      return p.network() ? n.toString() : n.text(n.ip());
    }
    BigInteger at = index.signum() < 0 ? n.size().add(index) : index;
    if (at.signum() < 0 || at.compareTo(n.size()) >= 0) {
      return false;
    }
    return n.text(n.network().add(at)) + "/" + n.prefix();
  }

  private static boolean isIndex(String query) {
    return query.matches("-?[0-9]+");
  }

  private static boolean isNetwork(IpNetwork n) {
    return n.ip().equals(n.network());
  }

  /** The value names one host: a single address, or one that is not its network's own address. */
  private static boolean isHost(IpNetwork n) {
    return n.size().equals(BigInteger.ONE) || !isNetwork(n) || n.broadcast().isEmpty();
  }

  private static boolean isInNetwork(IpNetwork n) {
    return n.size().equals(BigInteger.TWO)
        || (n.size().compareTo(BigInteger.ONE) > 0 && !isNetwork(n));
  }

  private static String subnet(IpNetwork n) {
    return n.text(n.network()) + "/" + n.prefix();
  }

  private static Object mappedIpv4(IpNetwork n) {
    boolean compatible = n.ip().bitLength() <= 32;
    boolean mapped = n.ip().shiftRight(32).equals(BigInteger.valueOf(0xffff));
    if (!compatible && !mapped) {
      return false;
    }
    return new IpNetwork(
            n.ip().and(BigInteger.valueOf(0xffffffffL)), Math.max(0, n.prefix() - 96), 4)
        .toString();
  }

  private static boolean isPrivate(IpNetwork n) {
    return (n.version() == 4 ? PRIVATE_V4 : PRIVATE_V6).stream().anyMatch(n::within);
  }

  private static boolean isLinkLocal(IpNetwork n) {
    return n.withPrefix(n.width()).within(n.version() == 4 ? "169.254.0.0/16" : "fe80::/10");
  }

  private static boolean isMulticast(IpNetwork n) {
    return n.within(n.version() == 4 ? "224.0.0.0/4" : "ff00::/8");
  }

  private static boolean isLoopback(IpNetwork n) {
    IpNetwork host = n.withPrefix(n.width());
    return n.version() == 4 ? host.within("127.0.0.0/8") : n.ip().equals(BigInteger.ONE);
  }

  /** netaddr's public: the address is unicast, not private, not loopback, and not a mask. */
  private static boolean isPublic(IpNetwork n) {
    IpNetwork host = n.withPrefix(n.width());
    BigInteger all = BigInteger.ONE.shiftLeft(n.width()).subtract(BigInteger.ONE);
    boolean netmask = n.ip().xor(all).add(BigInteger.ONE).bitCount() == 1;
    boolean hostmask = n.ip().add(BigInteger.ONE).bitCount() == 1;
    return !isMulticast(host) && !isPrivate(host) && !isLoopback(host) && !netmask && !hostmask;
  }

  private static String reverseDns(IpNetwork n) {
    StringBuilder out = new StringBuilder();
    if (n.version() == 4) {
      String[] octets = IpNetwork.ipv4Text(n.ip()).split("\\.");
      for (int i = 3; i >= 0; i--) {
        out.append(octets[i]).append('.');
      }
      return out.append("in-addr.arpa.").toString();
    }
    String hex = String.format("%032x", n.ip());
    for (int i = 31; i >= 0; i--) {
      out.append(hex.charAt(i)).append('.');
    }
    return out.append("ip6.arpa.").toString();
  }

  private static Object number(BigInteger n) {
    return n.bitLength() < 32
        ? (Object) n.intValue()
        : n.bitLength() < 64 ? (Object) n.longValue() : n;
  }
}
