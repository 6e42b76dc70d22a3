package dev.play.module.cluster;

import dev.play.module.ModuleFailure;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code rdma_check} reads from a host's facts.
 *
 * @param devices {@code ansible_rdma_devices}
 * @param peermem {@code ansible_rdma_peermem} (or {@code ansible_gpu_peermem})
 * @param memlock {@code ansible_rdma_memlock}: {@code unlimited} or KiB
 * @param gpus {@code ansible_gpu_count}, or null when the gpu subset was not gathered
 */
record RdmaHost(
    String name, List<RdmaDevice> devices, boolean peermem, String memlock, Integer gpus) {
  /** The facts rdma_check needs, in the order a missing-facts error names them. */
  private static final Map<String, String> REQUIRED = facts();

  RdmaHost {
    devices = List.copyOf(devices);
  }

  static RdmaHost read(HostFacts facts) throws ModuleFailure {
    facts.require(REQUIRED);
    Integer gpus =
        facts.get("ansible_gpu_count") == null ? null : facts.integer("ansible_gpu_count");
    return new RdmaHost(
        facts.host(),
        RdmaDevices.read(facts),
        facts.flag("ansible_rdma_peermem") || facts.flag("ansible_gpu_peermem"),
        String.valueOf(facts.get("ansible_rdma_memlock")).strip(),
        gpus);
  }

  private static Map<String, String> facts() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put(RdmaDevices.FACT, "rdma");
    m.put("ansible_rdma_memlock", "rdma");
    return Collections.unmodifiableMap(m);
  }
}
