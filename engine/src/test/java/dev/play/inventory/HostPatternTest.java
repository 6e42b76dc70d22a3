package dev.play.inventory;

import static dev.play.inventory.TestInventories.DIR;
import static dev.play.inventory.TestInventories.load;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.play.error.PlayError;
import java.util.List;
import org.junit.jupiter.api.Test;

class HostPatternTest {
  private static final List<String> WEB =
      List.of("web1.example.com", "web2.example.com", "web3.example.com", "db-proxy");
  private final Inventory inv = load("basic.ini");

  @Test
  void allAndStar() {
    assertEquals(inv.hostNames(), select("all"));
    assertEquals(inv.hostNames(), select("*"));
  }

  @Test
  void groupsHostsAndUnionsInTermOrder() {
    assertEquals(WEB, select("web"));
    assertEquals(
        List.of(
            "db01", "db02", "web1.example.com", "web2.example.com", "web3.example.com", "db-proxy"),
        select("db:web"));
    assertEquals(List.of("web1.example.com", "db01"), select("web1.example.com,db01"));
  }

  @Test
  void intersectionAndExclusion() {
    assertEquals(List.of("db01", "db02"), select("datacenter:&db"));
    assertEquals(List.of("db01", "db02"), select("datacenter:!web"));
    assertEquals(List.of("db01", "db02"), select("!web:datacenter:!loose1"));
    assertEquals(List.of("loose1", "db01", "db02"), select("!web"));
  }

  @Test
  void globsAndRegexes() {
    assertEquals(WEB, select("web*"));
    assertEquals(
        List.of("web1.example.com", "web2.example.com", "web3.example.com"),
        select("*.example.com"));
    assertEquals(List.of("db01", "db02"), select("db0?"));
    assertEquals(List.of("db01", "db02"), select("~db0[12]"));
    assertEquals(List.of("web2.example.com"), select("~web2"));
  }

  @Test
  void subscripts() {
    assertEquals(List.of("web1.example.com"), select("web[0]"));
    assertEquals(List.of("db-proxy"), select("web[-1]"));
    assertEquals(List.of("web2.example.com", "web3.example.com"), select("web[1:2]"));
    assertEquals(List.of("web3.example.com", "db-proxy"), select("web[2:]"));
    PlayError e = assertThrows(PlayError.class, () -> select("web[9]"));
    assertEquals("No hosts matched the subscripted pattern 'web[9]'", e.getMessage());
  }

  @Test
  void unmatchedTermWarns() {
    HostPattern.Result r = HostPattern.evaluate("web:nosuch", inv);
    assertEquals(WEB, r.hosts());
    assertEquals(List.of("Could not match supplied host pattern, ignoring: nosuch"), r.warnings());
  }

  @Test
  void implicitLocalhostOnlyWhenNamed() {
    assertEquals(List.of("localhost"), select("localhost"));
    assertEquals(List.of("127.0.0.1", "db01"), select("127.0.0.1:db01"));
    assertEquals(inv.hostNames(), select("all:localhost").subList(0, 7));
    assertEquals(List.of(), select("local*"));
  }

  @Test
  void limitKeepsOrderAndReadsFiles() {
    assertEquals(
        List.of("web1.example.com", "db01"),
        HostPattern.limit(inv.hostNames(), "@" + DIR + "limit.txt", inv));
    assertEquals(
        List.of("web1.example.com", "web2.example.com"),
        HostPattern.limit(List.of("web1.example.com", "web2.example.com", "db01"), "web", inv));
    assertThrows(
        PlayError.class, () -> HostPattern.limit(inv.hostNames(), "@" + DIR + "nosuch.txt", inv));
  }

  @Test
  void splitsLikeAnsible() {
    assertEquals(List.of("web", "&db", "!x"), HostPattern.split("web:&db:!x"));
    assertEquals(List.of("node[1:3]", "db"), HostPattern.split("node[1:3]:db"));
    assertEquals(List.of("a:b", "c"), HostPattern.split("a:b, c"));
    assertEquals(List.of("fe80::1"), HostPattern.split("fe80::1"));
  }

  @Test
  void badRegexIsAnError() {
    PlayError e = assertThrows(PlayError.class, () -> select("~web("));
    assertEquals(PlayError.Kind.OPTIONS, e.kind());
  }

  private List<String> select(String pattern) {
    return HostPattern.select(pattern, inv);
  }
}
