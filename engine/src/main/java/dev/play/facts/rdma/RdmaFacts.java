package dev.play.facts.rdma;

import dev.play.connection.ShellScripts;
import dev.play.facts.format.FactOutput;
import dev.play.facts.gpu.GpuFacts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code rdma} subset and the {@code rdma_facts} module: RDMA devices from {@code
 * /sys/class/infiniband} (no {@code ibv_*} tools needed): ports, their GID tables with types, IPv4
 * addresses and netdevs, each device's netdevs, the peer-memory module and the memlock limit. A
 * host without RDMA is a valid answer: {@code rdma_count: 0}.
 */
public final class RdmaFacts {
  /** The commands ({@code rdma-facts.sh}). */
  public static final String SCRIPT = ShellScripts.load(RdmaFacts.class, "rdma-facts.sh");

  private RdmaFacts() {}

  /** Facts without the {@code ansible_} prefix. Pure. */
  public static Map<String, Object> parse(FactOutput o) {
    Map<String, Map<String, Object>> devices = new LinkedHashMap<>();
    for (String line : o.section("rdmadev")) {
      String[] f = line.split("\t", -1);
      Map<String, Object> dev = new LinkedHashMap<>();
      dev.put("node_type", f.length > 1 ? f[1].strip() : "");
      dev.put("fw_ver", f.length > 2 ? f[2].strip() : "");
      dev.put("netdevs", new ArrayList<String>());
      dev.put("ports", new LinkedHashMap<String, Object>());
      devices.put(f[0], dev);
    }
    netdevs(o, devices);
    ports(o, devices);
    List<String> modules = GpuFacts.loadedModules(o);
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("rdma_count", devices.size());
    f.put("rdma_devices", devices);
    f.put("rdma_device_names", List.copyOf(devices.keySet()));
    f.put("rdma_peermem", modules.contains("nvidia_peermem") || modules.contains("nv_peer_mem"));
    f.put("rdma_memlock", o.get("memlock", ""));
    return f;
  }

  @SuppressWarnings("unchecked")
  private static void netdevs(FactOutput o, Map<String, Map<String, Object>> devices) {
    for (String line : o.section("rdmanet")) {
      String[] f = line.split("\t", -1);
      Map<String, Object> dev = devices.get(f[0]);
      if (dev != null && f.length > 1) {
        ((List<String>) dev.get("netdevs")).add(f[1].strip());
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static void ports(FactOutput o, Map<String, Map<String, Object>> devices) {
    for (RdmaPort port : RdmaTables.ports(o)) {
      String[] key = port.port().split("\t", 2); // a port's name may be empty
      Map<String, Object> dev = devices.get(key[0]);
      if (dev != null) {
        ((Map<String, Object>) dev.get("ports")).put(key[1], port.facts());
      }
    }
  }
}
