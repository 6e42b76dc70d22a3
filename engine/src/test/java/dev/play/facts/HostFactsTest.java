package dev.play.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Facts of whole hosts from their fact-script output: two real GPU hosts (derived from {@code
 * captured/}, taken with tools/capture-gpu-host.sh), a 4×H100 node with four RoCE ports, and a
 * Debian host with no GPU.
 */
class HostFactsTest {
  private static final EnumSet<FactSubset> EVERYTHING = EnumSet.allOf(FactSubset.class);

  private static Map<String, Object> facts(String host) throws IOException {
    return SystemFacts.parse(
        Files.readString(Path.of("src/test/resources/facts/hosts", host + ".facts")), EVERYTHING);
  }

  @SuppressWarnings("unchecked")
  private static Object at(Map<String, Object> facts, String... path) {
    Object v = facts;
    for (String p : path) {
      v = v instanceof List<?> l ? l.get(Integer.parseInt(p)) : ((Map<String, Object>) v).get(p);
    }
    return v;
  }

  @Test
  void twoH200sJoinedByNvlinkOnAHostWithoutIpOrRdma() throws IOException {
    Map<String, Object> f = facts("h200-x2-nvlink");
    assertEquals(2, f.get("gpu_count"));
    assertEquals("NVIDIA H200", at(f, "gpus", "1", "name"));
    assertEquals(143771, at(f, "gpus", "0", "memory_mib"));
    assertEquals("00000000:00:07.0", at(f, "gpus", "1", "pci_bus_id"));
    assertEquals("GPU-266c17e4-f03a-1c2d-8e0b-8b132c188b1c", at(f, "gpus", "0", "uuid"));
    assertEquals("580.159.04", f.get("gpu_driver_version"));
    assertEquals("13.0", f.get("cuda_version"));
    assertEquals(
        Map.of(
            "GPU0",
            Map.of("GPU0", "X", "GPU1", "NV18"),
            "GPU1",
            Map.of("GPU0", "NV18", "GPU1", "X")),
        f.get("gpu_topology"));
    assertEquals(true, f.get("nvlink"));
    assertEquals(List.of("NV18"), f.get("gpu_links"));
    assertEquals("0-31", at(f, "gpus", "0", "cpu_affinity"));
    assertEquals(List.of("nvidia", "nvidia_uvm"), f.get("gpu_kernel_modules"));
    assertEquals(false, f.get("gpu_peermem"));
    assertEquals("unknown", f.get("nvidia_fabricmanager"));
    assertEquals(0, f.get("rdma_count"));
    // no `ip` on this host: the default interface and its address come from /proc
    assertEquals("eth0", at(f, "default_ipv4", "interface"));
    assertEquals("192.0.2.1", at(f, "default_ipv4", "gateway"));
    assertEquals("192.0.2.2", at(f, "default_ipv4", "address"));
    assertEquals("255.255.255.0", at(f, "default_ipv4", "netmask"));
    assertEquals("192.0.2.0", at(f, "default_ipv4", "network"));
    assertEquals("02:fc:00:00:00:01", at(f, "default_ipv4", "macaddress"));
    assertEquals(List.of("192.0.2.2"), f.get("all_ipv4_addresses"));
    // IPv6 from /proc/net/if_inet6: the ULA before the link-local address, as the kernel lists them
    assertEquals(List.of("fd00::2", "fe80::fc:ff:fe00:1"), f.get("all_ipv6_addresses"));
    assertEquals(
        List.of(
            Map.of("address", "fd00::2", "prefix", "64", "scope", "global"),
            Map.of("address", "fe80::fc:ff:fe00:1", "prefix", "64", "scope", "link")),
        at(f, "eth0", "ipv6"));
    assertEquals(
        List.of(Map.of("address", "::1", "prefix", "128", "scope", "host")), at(f, "lo", "ipv6"));
    assertEquals(null, at(f, "ifb0", "ipv6"));
    assertEquals(List.of("eth0", "ifb0", "ifb1", "lo"), f.get("interfaces"));
    assertEquals(false, at(f, "ifb0", "active"));
    assertEquals("127.0.0.1", at(f, "lo", "ipv4", "address"));
    assertEquals("Ubuntu", f.get("distribution"));
    assertEquals("noble", f.get("distribution_release"));
    assertEquals(32, f.get("processor_vcpus"));
  }

  @Test
  void oneH100WithoutNvlink() throws IOException {
    Map<String, Object> f = facts("h100-x1");
    assertEquals(1, f.get("gpu_count"));
    assertEquals("NVIDIA H100 80GB HBM3", at(f, "gpus", "0", "name"));
    assertEquals(Map.of("GPU0", Map.of("GPU0", "X")), f.get("gpu_topology"));
    assertEquals(List.of("fd00::2", "fe80::fc:ff:fe00:1"), f.get("all_ipv6_addresses"));
    assertEquals(false, f.get("nvlink"));
    assertEquals(List.of(), f.get("gpu_links"));
  }

  @Test
  void fourH100sWithFourRocePorts() throws IOException {
    Map<String, Object> f = facts("h100-x4-roce");
    assertEquals(4, f.get("gpu_count"));
    assertEquals("NV6", at(f, "gpu_topology", "GPU0", "GPU3"));
    assertEquals("PIX", at(f, "gpu_nic_topology", "GPU0", "mlx5_6"));
    assertEquals("SYS", at(f, "gpu_nic_topology", "GPU0", "mlx5_11"));
    assertEquals(true, f.get("gpu_peermem"));
    assertEquals(4, f.get("rdma_count"));
    assertEquals(List.of("mlx5_6", "mlx5_7", "mlx5_10", "mlx5_11"), f.get("rdma_device_names"));
    assertEquals(List.of("net3"), at(f, "rdma_devices", "mlx5_10", "netdevs"));
    assertEquals("ACTIVE", at(f, "rdma_devices", "mlx5_6", "ports", "1", "state"));
    assertEquals("LinkUp", at(f, "rdma_devices", "mlx5_6", "ports", "1", "phys_state"));
    assertEquals("Ethernet", at(f, "rdma_devices", "mlx5_6", "ports", "1", "link_layer"));
    assertEquals("400 Gb/sec (4X NDR)", at(f, "rdma_devices", "mlx5_6", "ports", "1", "rate"));
    assertEquals(3, at(f, "rdma_devices", "mlx5_11", "ports", "1", "roce_v2_gid_index"));
    assertEquals(
        "192.168.4.11", at(f, "rdma_devices", "mlx5_11", "ports", "1", "gids", "3", "ipv4"));
    assertEquals("RoCE v2", at(f, "rdma_devices", "mlx5_11", "ports", "1", "gids", "3", "type"));
    assertEquals("net4", at(f, "rdma_devices", "mlx5_11", "ports", "1", "gids", "3", "ndev"));
    assertEquals(null, at(f, "rdma_devices", "mlx5_11", "ports", "1", "gids", "1", "ipv4"));
    assertEquals("unlimited", f.get("rdma_memlock"));
    assertEquals("192.168.2.11", at(f, "net2", "ipv4", "address"));
    assertEquals("255.255.255.0", at(f, "net2", "ipv4", "netmask"));
    assertEquals(9000, at(f, "net2", "mtu"));
    assertEquals(
        Map.ofEntries(
            Map.entry("interface", "eth0"),
            Map.entry("gateway", "10.0.0.1"),
            Map.entry("address", "10.0.0.11"),
            Map.entry("netmask", "255.255.255.0"),
            Map.entry("network", "10.0.0.0"),
            Map.entry("broadcast", "10.0.0.255"),
            Map.entry("prefix", "24"),
            Map.entry("macaddress", "3c:ec:ef:10:20:30"),
            Map.entry("mtu", 1500),
            Map.entry("type", "ether"),
            Map.entry("alias", "eth0")),
        f.get("default_ipv4"));
    assertEquals(
        List.of("10.0.0.11", "192.168.1.11", "192.168.2.11", "192.168.3.11", "192.168.4.11"),
        f.get("all_ipv4_addresses"));
    assertEquals(2, f.get("processor_count"));
    assertEquals(28, f.get("processor_cores"));
    assertEquals(List.of("10.0.0.2", "10.0.0.3"), at(f, "dns", "nameservers"));
    assertEquals(List.of("cluster.local", "lab"), at(f, "dns", "search"));
    assertEquals("2025-01-01", at(f, "date_time", "date"));
    assertEquals("22:04:05", at(f, "date_time", "time"));
    assertEquals("2025-01-02T03:04:05.123456Z", at(f, "date_time", "iso8601_micro"));
    assertEquals("-0500", at(f, "date_time", "tz_offset"));
    assertEquals("systemd", f.get("service_mgr"));
  }

  @Test
  void noGpuAndNoRdmaAreValidEmptyAnswers() throws IOException {
    Map<String, Object> f = facts("no-gpu-debian");
    assertEquals(0, f.get("gpu_count"));
    assertEquals(List.of(), f.get("gpus"));
    assertEquals(false, f.get("nvlink"));
    assertEquals(false, f.get("nvidia_smi"));
    assertEquals("", f.get("cuda_version"));
    assertEquals(0, f.get("rdma_count"));
    assertEquals(Map.of(), f.get("rdma_devices"));
    assertEquals("arm64", f.get("dpkg_architecture"));
    assertEquals("sshd", f.get("service_mgr"));
    assertEquals(Map.of(), f.get("default_ipv4"));
    assertEquals("2023-11-14T22:13:20.000000Z", at(f, "date_time", "iso8601_micro"));
  }

  @Test
  void subsetsLeaveOutWhatWasNotAskedFor() throws IOException {
    String out = Files.readString(Path.of("src/test/resources/facts/hosts/h100-x4-roce.facts"));
    Map<String, Object> min = SystemFacts.parse(out, FactSubset.parse("!all"));
    assertTrue(min.containsKey("distribution"));
    assertFalse(min.containsKey("default_ipv4"));
    assertFalse(min.containsKey("memtotal_mb"));
    assertFalse(min.containsKey("gpu_count"));
    Map<String, Object> gpuOnly = SystemFacts.parse(out, EnumSet.of(FactSubset.GPU));
    assertFalse(gpuOnly.containsKey("distribution"));
    assertEquals(4, gpuOnly.get("gpu_count"));
  }

  @Test
  void scriptsRunOnlyTheirParts() {
    assertFalse(SystemFacts.COMMAND.contains("nvidia-smi"));
    assertFalse(SystemFacts.COMMAND.contains("infiniband"));
    assertTrue(SystemFacts.script(EnumSet.of(FactSubset.GPU)).contains("nvidia-smi topo -m"));
    assertFalse(SystemFacts.script(EnumSet.of(FactSubset.GPU)).contains("os-release"));
  }
}
