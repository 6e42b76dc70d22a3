package dev.play.facts.net;

import dev.play.connection.ShellScripts;
import dev.play.facts.format.FactOutput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code network} subset's commands and the parse of their output. */
public final class NetworkScript {
  /**
   * No {@code ip} needed: {@code /proc} and {@code /sys}; {@code ip} adds secondary-address
   * accuracy when present (one {@code ip -o addr show} for both families). {@code netdir} is the
   * order of {@code /sys/class/net} as a directory listing gives it, the order Ansible walks the
   * interfaces in.
   */
  public static final String SCRIPT = ShellScripts.load(NetworkScript.class, "network.sh");

  private NetworkScript() {}

  public static Map<String, Object> parse(FactOutput o) {
    List<String[]> ipAddrs = new ArrayList<>();
    o.section("ipaddr").forEach(l -> ipAddrs.add(l.strip().split(" ")));
    List<Ipv6Address> ipv6 =
        o.section("ip6addr").isEmpty()
            ? Ipv6Address.fromProc(o.section("inet6"))
            : Ipv6Address.fromIp(o.section("ip6addr"));
    List<String> order =
        o.section("netdir").stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
    return NetworkFacts.of(
        NetDevice.parse(o.section("sysnet")),
        Route.parse(o.section("route")),
        FibTrie.localAddresses(o.section("fib")),
        ipAddrs,
        ipv6,
        order);
  }
}
