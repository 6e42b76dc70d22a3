package dev.play.facts.net;

import dev.play.facts.FactOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code network} subset's commands and the parse of their output. */
public final class NetworkScript {
  /** No {@code ip} needed: {@code /proc} and {@code /sys}; {@code ip} adds secondary-address accuracy when present. */
  public static final String SCRIPT = String.join("\n",
      "sed 's/^/route|/' /proc/net/route 2>/dev/null",
      "sed 's/^/fib|/' /proc/net/fib_trie 2>/dev/null",
      "grep -H . /sys/class/net/*/address /sys/class/net/*/mtu /sys/class/net/*/operstate /sys/class/net/*/type"
          + " /sys/class/net/*/flags 2>/dev/null | sed 's/^/sysnet|/'",
      "if command -v ip >/dev/null 2>&1; then ip -4 -o addr show 2>/dev/null"
          + " | awk '{split($4,a,\"/\"); print \"ipaddr|\" $2 \" \" a[1] \" \" a[2]}'; fi");

  private NetworkScript() {}

  public static Map<String, Object> parse(FactOutput o) {
    List<String[]> ipAddrs = new ArrayList<>();
    o.section("ipaddr").forEach(l -> ipAddrs.add(l.strip().split(" ")));
    return NetworkFacts.of(NetDevice.parse(o.section("sysnet")), Route.parse(o.section("route")),
        FibTrie.localAddresses(o.section("fib")), ipAddrs);
  }
}
