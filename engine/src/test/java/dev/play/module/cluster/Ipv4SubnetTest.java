package dev.play.module.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Ipv4SubnetTest {
  @Test
  void nextSubnetsOfTheSameSizeAndTheirHosts() {
    Ipv4Subnet base = Ipv4Subnet.parse("192.168.100.0/24").subnet();
    assertEquals("192.168.102.0/24", base.next(2).orElseThrow().toString());
    assertEquals("192.168.102.3", base.next(2).orElseThrow().host(3));
    assertEquals(
        "10.0.2.0/23", Ipv4Subnet.parse("10.0.0.0/23").subnet().next(1).orElseThrow().toString());
    assertEquals(
        "192.168.0.4/30",
        Ipv4Subnet.parse("192.168.0.0/30").subnet().next(1).orElseThrow().toString());
    assertEquals(Optional.empty(), Ipv4Subnet.parse("255.255.255.0/24").subnet().next(1));
  }

  @Test
  void hostBitsNameTheNetwork() {
    Ipv4Subnet.Parsed p = Ipv4Subnet.parse("10.0.1.0/23");
    assertNull(p.subnet());
    assertEquals("'10.0.1.0/23' has host bits set (its network is 10.0.0.0/23)", p.problem());
    assertEquals("0.0.0.0/0", Ipv4Subnet.parse("0.0.0.0/0").subnet().toString());
  }

  @Test
  void overlapIsSymmetricAndExact() {
    Ipv4Subnet a = Ipv4Subnet.parse("192.168.100.0/23").subnet();
    Ipv4Subnet b = Ipv4Subnet.parse("192.168.101.0/24").subnet();
    Ipv4Subnet c = Ipv4Subnet.parse("192.168.102.0/24").subnet();
    assertTrue(a.overlaps(b));
    assertTrue(b.overlaps(a));
    assertFalse(a.overlaps(c));
    assertFalse(c.overlaps(a));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "192.168.100.0",
        "192.168.100/24",
        "192.168.100.0/33",
        "256.1.1.0/24",
        "a.b.c.d/8",
        "192.168.100.0/-1",
        "1.2.3.4/24/1",
        "",
        "192.168.1.0/0024"
      })
  void malformedTextIsAProblemNotAnException(String text) {
    Ipv4Subnet.Parsed p = Ipv4Subnet.parse(text);
    assertNull(p.subnet());
    assertEquals("'" + text + "' is not an IPv4 network in CIDR form (a.b.c.d/nn)", p.problem());
  }
}
