package dev.play.facts.gpu;

import dev.play.connection.ShellScripts;
import dev.play.facts.format.FactOutput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code gpu} subset and the {@code gpu_facts} module: NVIDIA GPUs from {@code nvidia-smi}, the
 * topology matrix, loaded kernel modules from {@code /proc/modules}, the Fabric Manager service and
 * NVSwitches. No GPU or no {@code nvidia-smi} is a valid answer: {@code gpu_count: 0}.
 */
public final class GpuFacts {
  /** Kernel modules reported in {@code gpu_kernel_modules} (and the peer-memory ones for RDMA). */
  public static final List<String> MODULES =
      List.of(
          "nvidia", "nvidia_uvm", "nvidia_modeset", "nvidia_drm", "nvidia_peermem", "nv_peer_mem");

  /** The commands ({@code gpu-facts.sh}). */
  public static final String SCRIPT = ShellScripts.load(GpuFacts.class, "gpu-facts.sh");

  private GpuFacts() {}

  /** Facts without the {@code ansible_} prefix. Pure. */
  public static Map<String, Object> parse(FactOutput o) {
    List<Map<String, Object>> gpus = gpus(o.section("gpu"));
    GpuTopology topo = GpuTopology.parse(o.section("gputopo"));
    gpus.forEach(
        g -> {
          String key = "GPU" + g.get("index");
          g.put("cpu_affinity", topo.cpuAffinity().getOrDefault(key, ""));
          g.put("numa_affinity", topo.numaAffinity().getOrDefault(key, ""));
        });
    List<String> modules = loadedModules(o);
    Map<String, Object> f = new LinkedHashMap<>();
    f.put("nvidia_smi", "present".equals(o.get("nvidia_smi", "absent")));
    f.put("gpu_count", gpus.size());
    f.put("gpus", gpus);
    f.put("gpu_driver_version", gpus.isEmpty() ? "" : gpus.get(0).get("driver_version"));
    f.put("cuda_version", o.get("cuda_version", ""));
    f.put("gpu_topology", topo.gpus());
    f.put("gpu_nic_topology", topo.gpuNics());
    f.put("gpu_links", topo.links());
    f.put("nvlink", topo.nvlink());
    f.put("gpu_kernel_modules", modules);
    f.put("gpu_peermem", modules.contains("nvidia_peermem") || modules.contains("nv_peer_mem"));
    f.put("nvswitch_count", o.integer("nvswitch_count"));
    f.put(
        "nvidia_fabricmanager",
        o.get("fabricmanager", "unknown").isEmpty()
            ? "unknown"
            : o.get("fabricmanager", "unknown"));
    return f;
  }

  /** The loaded modules among {@link #MODULES}, in that order. */
  public static List<String> loadedModules(FactOutput o) {
    return MODULES.stream().filter(o.section("kmod")::contains).toList();
  }

  private static List<Map<String, Object>> gpus(List<String> lines) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (String line : lines) {
      String[] f = line.split(",\\s*", 6);
      int index = f.length < 6 ? -1 : index(f[0]);
      if (index < 0) {
        continue; // not a GPU's line: a message, or an index no GPU has
      }
      Map<String, Object> g = new LinkedHashMap<>();
      g.put("index", index);
      g.put("name", f[1].strip());
      g.put("memory_mib", parseInt(f[2]));
      g.put("driver_version", f[3].strip());
      g.put("pci_bus_id", f[4].strip());
      g.put("uuid", f[5].strip());
      out.add(g);
    }
    return out;
  }

  /** The GPU's index (digits only, fitting an int), else -1. */
  private static int index(String s) {
    String digits = s.strip();
    if (!digits.matches("\\d+")) {
      return -1;
    }
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /** A whole number that fits an int, else (not a number, {@code [N/A]}, too large) 0. */
  private static int parseInt(String s) {
    try {
      return Integer.parseInt(s.strip());
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
