package dev.play.expr;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An IP address with its prefix length, as Python's netaddr {@code IPNetwork} reads and prints it:
 * {@code 192.168.10.17/24} is the address 192.168.10.17 on the network 192.168.10.0/24. IPv4
 * accepts netaddr's partial forms ({@code 10.1} is 10.1.0.0) and a netmask or hostmask as the
 * prefix; IPv6 prints as glibc's {@code inet_ntop} does.
 */
record IpNetwork(BigInteger ip, int prefix, int version) {
  private static final Pattern DIGITS = Pattern.compile("[0-9]+");
  private static final Pattern HEX_GROUP = Pattern.compile("[0-9a-fA-F]{1,4}");

  int width() {
    return version == 4 ? 32 : 128;
  }

  BigInteger size() {
    return BigInteger.ONE.shiftLeft(width() - prefix);
  }

  BigInteger hostmask() {
    return size().subtract(BigInteger.ONE);
  }

  BigInteger netmask() {
    return BigInteger.ONE.shiftLeft(width()).subtract(BigInteger.ONE).xor(hostmask());
  }

  BigInteger network() {
    return ip.and(netmask());
  }

  BigInteger last() {
    return network().or(hostmask());
  }

  /** The broadcast address: none on a network of one or two addresses. */
  Optional<BigInteger> broadcast() {
    return width() - prefix <= 1 ? Optional.empty() : Optional.of(last());
  }

  /** Whether every address of this network lies in {@code other}. */
  boolean within(IpNetwork other) {
    return version == other.version
        && prefix >= other.prefix
        && network().and(other.netmask()).equals(other.network());
  }

  boolean within(String cidr) {
    return within(parse(cidr).orElseThrow());
  }

  IpNetwork withPrefix(int newPrefix) {
    return new IpNetwork(ip, newPrefix, version);
  }

  String text(BigInteger address) {
    return version == 4 ? ipv4Text(address) : ipv6Text(address);
  }

  /** {@code ip/prefix}, as netaddr's {@code str(IPNetwork)}. */
  @Override
  public String toString() {
    return text(ip) + "/" + prefix;
  }

  /** An IPv4 or IPv6 address with an optional {@code /prefix}; empty when it is neither. */
  static Optional<IpNetwork> parse(String text) {
    String t = text.strip();
    int slash = t.indexOf('/');
    String address = slash < 0 ? t : t.substring(0, slash);
    Optional<IpNetwork> host =
        ipv4(address)
            .map(v -> new IpNetwork(v, 32, 4))
            .or(() -> ipv6(address).map(v -> new IpNetwork(v, 128, 6)));
    if (host.isEmpty() || slash < 0) {
      return host;
    }
    return prefixLength(t.substring(slash + 1).strip(), host.get()).map(host.get()::withPrefix);
  }

  private static Optional<Integer> prefixLength(String text, IpNetwork host) {
    if (DIGITS.matcher(text).matches()) {
      int n = text.length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(text);
      return n <= host.width() ? Optional.of(n) : Optional.empty();
    }
    Optional<BigInteger> mask = host.version == 4 ? ipv4(text) : ipv6(text);
    return mask.flatMap(m -> maskLength(m, host.width()));
  }

  /** The prefix length a netmask (ones then zeros) or hostmask (zeros then ones) stands for. */
  private static Optional<Integer> maskLength(BigInteger mask, int width) {
    BigInteger all = BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    BigInteger inverted = mask.xor(all);
    if (inverted.add(BigInteger.ONE).bitCount() == 1) {
      return Optional.of(width - inverted.bitLength());
    } else if (mask.add(BigInteger.ONE).bitCount() == 1) {
      return Optional.of(width - mask.bitLength());
    }
    return Optional.empty();
  }

  /** Dotted decimal, 1 to 4 parts (missing ones are 0), each 0 to 255, leading zeros allowed. */
  static Optional<BigInteger> ipv4(String text) {
    String[] parts = text.strip().replaceFirst("^\\+", "").split("\\.", -1);
    if (parts.length > 4) {
      return Optional.empty();
    }
    long value = 0;
    for (int i = 0; i < 4; i++) {
      String part = i < parts.length ? parts[i] : "0";
      if (!DIGITS.matcher(part).matches() || part.length() > 3 || Integer.parseInt(part) > 255) {
        return Optional.empty();
      }
      value = (value << 8) | Integer.parseInt(part);
    }
    return Optional.of(BigInteger.valueOf(value));
  }

  /** Eight hex groups, one run of them written {@code ::}, the last two possibly as IPv4. */
  static Optional<BigInteger> ipv6(String text) {
    if (!text.contains(":")) {
      return Optional.empty();
    }
    String[] halves = text.split("::", -1);
    if (halves.length > 2) {
      return Optional.empty();
    }
    Optional<List<Integer>> head = groups(halves[0], halves.length == 1);
    Optional<List<Integer>> tail =
        halves.length == 2 ? groups(halves[1], true) : Optional.of(List.of());
    if (head.isEmpty() || tail.isEmpty()) {
      return Optional.empty();
    }
    int missing = 8 - head.get().size() - tail.get().size();
    if (halves.length == 1 ? missing != 0 : missing < 1) {
      return Optional.empty();
    }
    BigInteger value = BigInteger.ZERO;
    List<Integer> all = new ArrayList<>(head.get());
    all.addAll(Collections.nCopies(halves.length == 2 ? missing : 0, 0));
    all.addAll(tail.get());
    for (int group : all) {
      value = value.shiftLeft(16).or(BigInteger.valueOf(group));
    }
    return Optional.of(value);
  }

  /** Colon-separated hex groups; the last may be an IPv4 address where {@code mayEndInIpv4}. */
  private static Optional<List<Integer>> groups(String text, boolean mayEndInIpv4) {
    List<Integer> out = new ArrayList<>();
    if (text.isEmpty()) {
      return Optional.of(out);
    }
    String[] parts = text.split(":", -1);
    for (int i = 0; i < parts.length; i++) {
      if (i == parts.length - 1 && mayEndInIpv4 && parts[i].contains(".")) {
        Optional<BigInteger> v4 =
            DIGITS.matcher(parts[i].replace(".", "")).matches()
                    && parts[i].split("\\.", -1).length == 4
                ? ipv4(parts[i])
                : Optional.empty();
        if (v4.isEmpty()) {
          return Optional.empty();
        }
        out.add(v4.get().intValue() >>> 16);
        out.add(v4.get().intValue() & 0xffff);
      } else if (HEX_GROUP.matcher(parts[i]).matches()) {
        out.add(Integer.parseInt(parts[i], 16));
      } else {
        return Optional.empty();
      }
    }
    return Optional.of(out);
  }

  static String ipv4Text(BigInteger address) {
    long v = address.longValue();
    return (v >>> 24 & 0xff) + "." + (v >>> 16 & 0xff) + "." + (v >>> 8 & 0xff) + "." + (v & 0xff);
  }

  /** glibc's {@code inet_ntop}: the first longest run of two or more zero groups as {@code ::}. */
  static String ipv6Text(BigInteger address) {
    int[] words = new int[8];
    for (int i = 0; i < 8; i++) {
      words[i] = address.shiftRight(16 * (7 - i)).intValue() & 0xffff;
    }
    int bestBase = -1;
    int bestLength = 0;
    for (int i = 0; i < 8; ) {
      int j = i;
      while (j < 8 && words[j] == 0) {
        j++;
      }
      if (j - i > bestLength && j - i >= 2) {
        bestBase = i;
        bestLength = j - i;
      }
      i = Math.max(j, i + 1);
    }
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < 8; i++) {
      if (bestBase >= 0 && i >= bestBase && i < bestBase + bestLength) {
        out.append(i == bestBase ? ":" : "");
        continue;
      }
      out.append(i == 0 ? "" : ":");
      if (i == 6 && bestBase == 0 && (bestLength == 6 || (bestLength == 5 && words[5] == 0xffff))) {
        return out.append(ipv4Text(address.and(BigInteger.valueOf(0xffffffffL)))).toString();
      }
      out.append(Integer.toHexString(words[i]));
    }
    return bestBase >= 0 && bestBase + bestLength == 8
        ? out.append(':').toString()
        : out.toString();
  }
}
