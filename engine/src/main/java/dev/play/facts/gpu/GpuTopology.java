package dev.play.facts.gpu;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code nvidia-smi topo -m}: the link between each pair of GPUs (X, NV&lt;n&gt;, PIX, PXB, PHB,
 * NODE, SYS), between GPUs and NICs (named from the NIC legend), and each GPU's CPU and NUMA
 * affinity. The real output underlines its header with ANSI escapes; they are dropped. Pure.
 */
record GpuTopology(
    Map<String, Map<String, String>> gpus,
    Map<String, Map<String, String>> gpuNics,
    Map<String, String> cpuAffinity,
    Map<String, String> numaAffinity) {

  public static GpuTopology parse(List<String> lines) {
    Builder b = new Builder(nicLegend(lines));
    List<String> header = null;
    for (String raw : lines) {
      String line = raw.replaceAll("\u001b\\[[0-9;]*m", "");
      List<String> cols = List.of(line.split("\t", -1));
      if (header == null) {
        if (cols.size() > 1 && cols.get(1).strip().startsWith("GPU")) {
          header = cols.stream().map(String::strip).toList();
        }
      } else if (cols.get(0).strip().matches("GPU\\d+")) {
        b.row(header, cols);
      } else if (line.isBlank()) {
        break;
      }
    }
    return new GpuTopology(b.gpus, b.gpuNics, b.cpu, b.numa);
  }

  /** The maps filled row by row. */
  private static final class Builder {
    final Map<String, String> nicNames;
    final Map<String, Map<String, String>> gpus = new LinkedHashMap<>();
    final Map<String, Map<String, String>> gpuNics = new LinkedHashMap<>();
    final Map<String, String> cpu = new LinkedHashMap<>();
    final Map<String, String> numa = new LinkedHashMap<>();

    Builder(Map<String, String> nicNames) {
      this.nicNames = nicNames;
    }

    void row(List<String> header, List<String> cols) {
      String row = cols.get(0).strip();
      Map<String, String> toGpu = new LinkedHashMap<>();
      Map<String, String> toNic = new LinkedHashMap<>();
      for (int i = 1; i < Math.min(header.size(), cols.size()); i++) {
        String col = header.get(i);
        String v = cols.get(i).strip();
        if (col.matches("GPU\\d+")) {
          toGpu.put(col, v);
        } else if (col.matches("NIC\\d+")) {
          toNic.put(nicNames.getOrDefault(col, col), v);
        } else if (col.equals("CPU Affinity")) {
          cpu.put(row, v);
        } else if (col.equals("NUMA Affinity")) {
          numa.put(row, v);
        }
      }
      gpus.put(row, toGpu);
      if (!toNic.isEmpty()) {
        gpuNics.put(row, toNic);
      }
    }
  }

  /** {@code NIC Legend:} lines {@code NIC0: mlx5_0}. */
  private static Map<String, String> nicLegend(List<String> lines) {
    Map<String, String> names = new LinkedHashMap<>();
    boolean legend = false;
    for (String line : lines) {
      String t = line.strip();
      if (t.startsWith("NIC Legend")) {
        legend = true;
      } else if (legend && t.matches("NIC\\d+:\\s*\\S+")) {
        names.put(t.substring(0, t.indexOf(':')), t.substring(t.indexOf(':') + 1).strip());
      }
    }
    return names;
  }

  /** Whether any GPU pair is joined by NVLink ({@code NV<n>}). */
  public boolean nvlink() {
    return gpus.values().stream()
        .flatMap(m -> m.values().stream())
        .anyMatch(v -> v.matches("NV\\d+"));
  }

  /** The distinct links between different GPUs, e.g. {@code [NV18]}. */
  public List<String> links() {
    List<String> out = new ArrayList<>();
    gpus.values()
        .forEach(
            m ->
                m.values().stream()
                    .filter(v -> !v.equals("X") && !out.contains(v))
                    .forEach(out::add));
    return out;
  }
}
