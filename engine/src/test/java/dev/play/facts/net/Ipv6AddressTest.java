package dev.play.facts.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Addresses of {@code /proc/net/if_inet6} written as {@code inet_ntop} (and so {@code ip}) writes
 * them.
 */
class Ipv6AddressTest {
  @Test
  void theLongestRunOfZeroWordsIsCompressedTheFirstOnATie() {
    assertEquals("::", Ipv6Address.format("00000000000000000000000000000000"));
    assertEquals("::1", Ipv6Address.format("00000000000000000000000000000001"));
    assertEquals("1::", Ipv6Address.format("00010000000000000000000000000000"));
    assertEquals("2001:db8::1:0:0:1", Ipv6Address.format("20010db8000000000001000000000001"));
    assertEquals("2001:db8:0:1:1:1:1:1", Ipv6Address.format("20010db8000000010001000100010001"));
    assertEquals("fe80::fc:ff:fe00:1", Ipv6Address.format("fe8000000000000000fc00fffe000001"));
  }

  @Test
  void mappedAndCompatibleIpv4StayDotted() {
    assertEquals("::ffff:192.0.2.1", Ipv6Address.format("00000000000000000000ffffc0000201"));
    assertEquals("::192.0.2.1", Ipv6Address.format("000000000000000000000000c0000201"));
  }

  @Test
  void scopesAsIpNamesThem() {
    assertEquals("global", Ipv6Address.scopeName(0x00));
    assertEquals("host", Ipv6Address.scopeName(0x10));
    assertEquals("link", Ipv6Address.scopeName(0x20));
    assertEquals("site", Ipv6Address.scopeName(0x40));
  }
}
