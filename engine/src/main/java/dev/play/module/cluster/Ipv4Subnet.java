package dev.play.module.cluster;

import java.util.Optional;

/**
 * An IPv4 network in CIDR form ({@code 192.168.100.0/24}): its first address and prefix length.
 * Pure.
 *
 * @param network the network address as an unsigned 32-bit value (host bits zero)
 * @param prefix the prefix length, 0..32
 */
record Ipv4Subnet(long network, int prefix) {
  private static final long ALL = 0xFFFF_FFFFL;

  Ipv4Subnet {
    if (prefix < 0
        || prefix > 32
        || network < 0
        || network > ALL
        || (network & ~mask(prefix) & ALL) != 0) {
      throw new IllegalArgumentException("not a network: " + network + "/" + prefix);
    }
  }

  /**
   * {@code a.b.c.d/nn}, or a reason it is not one: malformed, or host bits set (the message then
   * names the network it belongs to).
   */
  static Parsed parse(String text) {
    String t = text == null ? "" : text.strip();
    int slash = t.indexOf('/');
    Optional<Long> address = slash < 0 ? Optional.empty() : address(t.substring(0, slash));
    Optional<Integer> prefix = slash < 0 ? Optional.empty() : prefix(t.substring(slash + 1));
    if (address.isEmpty() || prefix.isEmpty()) {
      return new Parsed(null, "'" + t + "' is not an IPv4 network in CIDR form (a.b.c.d/nn)");
    }
    long network = address.get() & mask(prefix.get());
    Ipv4Subnet subnet = new Ipv4Subnet(network, prefix.get());
    if (network != address.get()) {
      return new Parsed(null, "'" + t + "' has host bits set (its network is " + subnet + ")");
    }
    return new Parsed(subnet, null);
  }

  /** The result of {@link #parse}: a subnet, or why the text is none. */
  record Parsed(Ipv4Subnet subnet, String problem) {}

  /** Addresses in the network, the network and broadcast addresses included. */
  long size() {
    return 1L << (32 - prefix);
  }

  /**
   * The {@code k}-th network of this size after this one (k = 0 is this one), or empty past
   * 255.255.255.255.
   */
  Optional<Ipv4Subnet> next(int k) {
    long start = network + k * size();
    return start + size() - 1 > ALL ? Optional.empty() : Optional.of(new Ipv4Subnet(start, prefix));
  }

  /** The address {@code offset} places after the network address, dotted. */
  String host(int offset) {
    return dotted(network + offset);
  }

  boolean overlaps(Ipv4Subnet other) {
    return network <= other.network + other.size() - 1 && other.network <= network + size() - 1;
  }

  @Override
  public String toString() {
    return dotted(network) + "/" + prefix;
  }

  private static long mask(int prefix) {
    return prefix == 0 ? 0 : (ALL << (32 - prefix)) & ALL;
  }

  private static String dotted(long a) {
    return (a >> 24 & 255) + "." + (a >> 16 & 255) + "." + (a >> 8 & 255) + "." + (a & 255);
  }

  private static Optional<Long> address(String text) {
    String[] parts = text.split("\\.", -1);
    if (parts.length != 4) {
      return Optional.empty();
    }
    long a = 0;
    for (String p : parts) {
      Optional<Integer> octet = number(p, 255);
      if (octet.isEmpty()) {
        return Optional.empty();
      }
      a = a << 8 | octet.get();
    }
    return Optional.of(a);
  }

  private static Optional<Integer> prefix(String text) {
    return number(text, 32);
  }

  private static Optional<Integer> number(String text, int max) {
    if (text.isEmpty() || text.length() > 3 || !text.chars().allMatch(Character::isDigit)) {
      return Optional.empty();
    }
    int n = Integer.parseInt(text);
    return n > max ? Optional.empty() : Optional.of(n);
  }
}
