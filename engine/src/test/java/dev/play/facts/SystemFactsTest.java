package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SystemFactsTest {
  @Test
  void parsesCapturedUbuntuOutput() throws IOException {
    Map<String, Object> f =
        SystemFacts.parse(Files.readString(Path.of("src/test/resources/facts/ubuntu-h100.txt")));
    assertEquals("gpu-node1", f.get("hostname"));
    assertEquals("gpu-node1.cluster.local", f.get("fqdn"));
    assertEquals("Ubuntu", f.get("distribution"));
    assertEquals("22.04", f.get("distribution_version"));
    assertEquals("22", f.get("distribution_major_version"));
    assertEquals("jammy", f.get("distribution_release"));
    assertEquals("Debian", f.get("os_family"));
    assertEquals("x86_64", f.get("architecture"));
    assertEquals("amd64", f.get("dpkg_architecture"));
    assertEquals(224, f.get("processor_vcpus"));
    assertEquals(2015232, f.get("memtotal_mb"));
    assertEquals(
        Map.of(
            "interface",
            "eno1",
            "gateway",
            "10.0.0.1",
            "address",
            "10.0.0.11",
            "prefix",
            "24",
            "netmask",
            "255.255.255.0",
            "network",
            "10.0.0.0",
            "broadcast",
            "10.0.0.255",
            "alias",
            "eno1"),
        f.get("default_ipv4"));
    assertEquals(List.of("10.0.0.11", "192.168.100.2"), f.get("all_ipv4_addresses"));
    assertEquals("apt", f.get("pkg_mgr"));
    assertEquals("systemd", f.get("service_mgr"));
  }

  @Test
  void machineIdIsThatOfAnsiblesPlatformFactsOnThisMachine() throws Exception {
    Process sh =
        new ProcessBuilder("sh", "-c", MinimalFacts.SCRIPT).redirectErrorStream(true).start();
    String out =
        new String(sh.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    sh.waitFor();
    Process py =
        new ProcessBuilder(
                "/usr/bin/python3",
                "-c",
                "from ansible.module_utils.facts.system.platform import"
                    + " PlatformFactCollector as P; print(P().collect().get('machine_id') or '')")
            .start();
    String ansible =
        new String(py.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
            .strip();
    assertEquals(0, py.waitFor());
    Map<String, Object> f = SystemFacts.parse(out);
    assertEquals(ansible.isEmpty() ? null : ansible, f.get("machine_id"), out);
  }

  @Test
  void noMachineIdWhenTheHostHasNone() {
    assertEquals(false, SystemFacts.parse("hostname=box\n").containsKey("machine_id"));
    assertEquals(
        "0123abcd", SystemFacts.parse("hostname=box\nmachine_id=0123abcd\n").get("machine_id"));
  }

  @Test
  void degradesWithoutIpOrOsRelease() {
    Map<String, Object> f =
        SystemFacts.parse("hostname=box\nmachine=aarch64\nnproc=8\ninit=init\n");
    assertEquals("box", f.get("hostname"));
    assertEquals("arm64", f.get("dpkg_architecture"));
    assertEquals(Map.of(), f.get("default_ipv4"));
    assertEquals("unknown", f.get("pkg_mgr"));
    assertEquals("sysvinit", f.get("service_mgr"));
  }

  @Test
  void routeGatewayIsLittleEndianHex() {
    assertEquals("10.0.0.1", SystemFacts.hexToIpv4("0100000A"));
  }

  @Test
  void theCommandRunsHereAndParses() throws Exception {
    Process p = new ProcessBuilder("/bin/sh", "-c", SystemFacts.COMMAND).start();
    String out = new String(p.getInputStream().readAllBytes());
    assertEquals(0, p.waitFor());
    Map<String, Object> f = SystemFacts.parse(out);
    assertEquals(System.getProperty("user.name"), f.get("user_id"));
    assertEquals(
        Runtime.getRuntime().availableProcessors() > 0, (int) f.get("processor_vcpus") > 0);
    assertEquals(true, f.get("mounts") instanceof List<?>, "mounts");
    assertEquals(true, f.get("virtualization_type") instanceof String, "virtualization_type");
    assertEquals(
        true, f.get("virtualization_tech_guest") instanceof List<?>, "virtualization_tech_guest");
    assertEquals(true, ((Map<?, ?>) f.get("selinux")).get("status") instanceof String, "selinux");
    assertEquals(true, f.get("all_ipv6_addresses") instanceof List<?>, "all_ipv6_addresses");
  }
}
