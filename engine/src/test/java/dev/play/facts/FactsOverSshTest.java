package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.play.fleet.ContainerTest;
import dev.play.fleet.Fleet;
import dev.play.fleet.SharedFleet;
import dev.play.fleet.TestHost;
import dev.play.ssh.FleetRun;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Facts gathered over SSH on a real Debian host (no GPU, no RDMA) agree with what the host itself
 * reports, with {@code ip} installed and with it hidden (as on GPU servers that lack it).
 */
@ContainerTest
class FactsOverSshTest {
  private static final String PLAYBOOK =
      """
      - hosts: nodes
        gather_facts: true
        tasks:
          - gpu_facts:
          - rdma_facts:
          - setup:
              filter: [ansible_eth0, ansible_memtotal_mb]
            register: filtered
          - copy:
              dest: /tmp/facts.txt
              content: |
                {{ ansible_default_ipv4.interface }} {{ ansible_default_ipv4.address }}/{{ ansible_default_ipv4.prefix }} {{ ansible_default_ipv4.netmask }} gw {{ ansible_default_ipv4.gateway }}
                mac {{ ansible_eth0.macaddress }} mtu {{ ansible_eth0.mtu }} active {{ ansible_eth0.active }}
                all {{ ansible_all_ipv4_addresses | join(',') }}
                gpus {{ ansible_facts.gpu_count }} nvlink {{ ansible_nvlink }} rdma {{ ansible_rdma_count }}
                filtered {{ filtered.ansible_facts | length }}
                os {{ ansible_distribution }} {{ ansible_distribution_major_version }} {{ ansible_distribution_release }} {{ ansible_pkg_mgr }} {{ ansible_os_family }}
      """;
  @RegisterExtension static final SharedFleet FLEET = new SharedFleet(() -> Fleet.start(1));

  @Test
  void factsMatchTheHostWithAndWithoutIp() {
    TestHost host = FLEET.fleet().host(0);
    String expected = expected(host);
    assertEquals(expected, gather(host));
    host.exec(
            "sh",
            "-c",
            "for p in /usr/bin/ip /bin/ip /usr/sbin/ip /sbin/ip; do [ -e $p ] && mv $p $p.hidden; done; true")
        .assertOk();
    assertEquals("", host.exec("sh", "-c", "command -v ip || true").out());
    assertEquals(expected, gather(host));
  }

  private static String gather(TestHost host) {
    Path pb = FleetRun.playbook(FLEET.fleet(), "facts.yml", PLAYBOOK);
    FleetRun.Result r = FleetRun.play(FLEET.fleet(), FLEET.fleet().writeInventory("play"), pb);
    assertEquals(0, r.exitCode(), r.all());
    return host.exec("cat", "/tmp/facts.txt").assertOk().stdout();
  }

  /** The same line, from the host's own tools ({@code ip}, /sys). */
  private static String expected(TestHost host) {
    String addr =
        host.exec("sh", "-c", "ip -4 -o addr show eth0 | awk '{print $4}'").assertOk().out();
    String gw = host.exec("sh", "-c", "ip route show default | awk '{print $3}'").assertOk().out();
    String mac = host.exec("cat", "/sys/class/net/eth0/address").assertOk().out();
    String mtu = host.exec("cat", "/sys/class/net/eth0/mtu").assertOk().out();
    int prefix = Integer.parseInt(addr.substring(addr.indexOf('/') + 1));
    String netmask = dev.play.facts.net.Ipv4.format(dev.play.facts.net.Ipv4.mask(prefix));
    return "eth0 "
        + addr
        + " "
        + netmask
        + " gw "
        + gw
        + "\n"
        + "mac "
        + mac
        + " mtu "
        + mtu
        + " active True\n"
        + "all "
        + addr.substring(0, addr.indexOf('/'))
        + "\n"
        + "gpus 0 nvlink False rdma 0\n"
        + "filtered 2\n"
        + "os Debian 12 bookworm apt Debian\n";
  }
}
