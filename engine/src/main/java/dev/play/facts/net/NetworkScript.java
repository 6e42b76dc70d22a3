package dev.play.facts.net;

import dev.play.facts.format.FactOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code network} subset's commands and the parse of their output. */
public final class NetworkScript {
  /**
   * No {@code ip} needed: {@code /proc} and {@code /sys}; {@code ip} adds secondary-address accuracy
   * when present (one {@code ip -o addr show} for both families). {@code netdir} is the order of
   * {@code /sys/class/net} as a directory listing gives it, the order Ansible walks the interfaces in.
   */
  public static final String SCRIPT = String.join("\n",
      "sed 's/^/route|/' /proc/net/route 2>/dev/null",
      "sed 's/^/fib|/' /proc/net/fib_trie 2>/dev/null",
      "grep -H . /sys/class/net/*/address /sys/class/net/*/mtu /sys/class/net/*/operstate /sys/class/net/*/type"
          + " /sys/class/net/*/flags 2>/dev/null | sed 's/^/sysnet|/'",
      "if command -v ip >/dev/null 2>&1; then ip -o addr show 2>/dev/null | awk '$3 == \"inet\" {"
          + " split($4, a, \"/\"); print \"ipaddr|\" $2 \" \" a[1] \" \" a[2] }"
          + " $3 == \"inet6\" { s = $2; for (i = 4; i <= NF && $i != \"\\\\\"; i++) s = s \" \" $i;"
          + " print \"ip6addr|\" s }'",
      "else sed 's/^/inet6|/' /proc/net/if_inet6 2>/dev/null; fi",
      "printf 'netdir|%s\\n' $(ls -U /sys/class/net 2>/dev/null)");

  private NetworkScript() {}

  public static Map<String, Object> parse(FactOutput o) {
    List<String[]> ipAddrs = new ArrayList<>();
    o.section("ipaddr").forEach(l -> ipAddrs.add(l.strip().split(" ")));
    List<Ipv6Address> ipv6 = o.section("ip6addr").isEmpty() ? Ipv6Address.fromProc(o.section("inet6"))
        : Ipv6Address.fromIp(o.section("ip6addr"));
    List<String> order = o.section("netdir").stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
    return NetworkFacts.of(NetDevice.parse(o.section("sysnet")), Route.parse(o.section("route")),
        FibTrie.localAddresses(o.section("fib")), ipAddrs, ipv6, order);
  }
}
