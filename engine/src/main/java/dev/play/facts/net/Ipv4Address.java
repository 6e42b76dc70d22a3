package dev.play.facts.net;

import java.util.LinkedHashMap;
import java.util.Map;

/** An address of an interface, with its prefix length. */
record Ipv4Address(String iface, long address, int prefix) {
  /** Ansible's {@code ipv4} map: address, netmask, network, broadcast, prefix. */
  public Map<String, Object> facts() {
    long mask = Ipv4.mask(prefix);
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("address", Ipv4.format(address));
    m.put("netmask", Ipv4.format(mask));
    m.put("network", Ipv4.format(address & mask));
    m.put("broadcast", prefix >= 31 ? "" : Ipv4.format(Ipv4.broadcast(address, mask)));
    m.put("prefix", String.valueOf(prefix));
    return m;
  }

  public boolean loopback() {
    return (address >> 24) == 127;
  }
}
