package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the NCCL rules read from a host's facts.
 *
 * @param gpus {@code ansible_gpu_count}
 * @param gpuLinks {@code ansible_gpu_links}: distinct links between GPUs ({@code NV18}, {@code
 *     PIX}, ...)
 * @param nvlink {@code ansible_nvlink}
 * @param peermem {@code ansible_gpu_peermem} or {@code ansible_rdma_peermem}
 * @param rdma {@code ansible_rdma_devices}
 * @param interfaces {@code ansible_interfaces} that are up (per {@code ansible_<iface>.active}), in
 *     natural order
 * @param defaultInterface {@code ansible_default_ipv4.interface}, or null
 * @param vcpus {@code ansible_processor_vcpus}
 */
record NcclInputs(
    int gpus,
    List<String> gpuLinks,
    boolean nvlink,
    boolean peermem,
    List<RdmaDevice> rdma,
    List<String> interfaces,
    String defaultInterface,
    int vcpus) {
  /** The facts every rule needs, with the subset that gathers each. */
  static final Map<String, String> REQUIRED = required();

  NcclInputs {
    gpuLinks = List.copyOf(gpuLinks);
    rdma = List.copyOf(rdma);
    interfaces = List.copyOf(interfaces);
  }

  static NcclInputs read(HostFacts facts) throws ModuleFailure {
    facts.require(REQUIRED);
    boolean peermem = facts.flag("ansible_gpu_peermem") || facts.flag("ansible_rdma_peermem");
    return new NcclInputs(
        facts.integer("ansible_gpu_count"),
        facts.strings("ansible_gpu_links"),
        facts.flag("ansible_nvlink"),
        peermem,
        RdmaDevices.read(facts),
        upInterfaces(facts),
        defaultInterface(facts),
        facts.integer("ansible_processor_vcpus"));
  }

  private static String defaultInterface(HostFacts facts) throws ModuleFailure {
    Object iface = facts.map("ansible_default_ipv4").get("interface");
    return iface == null || String.valueOf(iface).isBlank() ? null : String.valueOf(iface);
  }

  /** Interfaces whose own fact does not say {@code active: false}. */
  private static List<String> upInterfaces(HostFacts facts) throws ModuleFailure {
    List<String> up = new ArrayList<>();
    for (String name : facts.strings("ansible_interfaces")) {
      Object active = facts.map("ansible_" + name.replaceAll("[-:.]", "_")).get("active");
      if (!Boolean.FALSE.equals(active)) {
        up.add(name);
      }
    }
    up.sort(NaturalOrder.INSTANCE);
    return up;
  }

  private static Map<String, String> required() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("ansible_gpu_count", "gpu");
    m.put("ansible_gpu_links", "gpu");
    m.put(RdmaDevices.FACT, "rdma");
    m.put("ansible_interfaces", "network");
    m.put("ansible_processor_vcpus", "hardware");
    return Collections.unmodifiableMap(m);
  }
}
