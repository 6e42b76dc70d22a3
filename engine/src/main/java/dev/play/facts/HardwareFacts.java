package dev.play.facts;

import java.util.Map;

/** The {@code hardware} subset: processors and memory from {@code /proc}. */
final class HardwareFacts {
  static final String SCRIPT = String.join("\n",
      "echo \"nproc=$(nproc 2>/dev/null || grep -c ^processor /proc/cpuinfo)\"",
      "echo \"cpu_sockets=$(grep '^physical id' /proc/cpuinfo 2>/dev/null | sort -u | wc -l)\"",
      "echo \"cpu_cores=$(awk -F: '/^cpu cores/{print $2+0; exit}' /proc/cpuinfo 2>/dev/null)\"",
      "echo \"cpu_model=$(awk -F': ' '/^model name/{print $2; exit}' /proc/cpuinfo 2>/dev/null)\"",
      "awk '/^MemTotal:/{print \"memtotal_kb=\" $2} /^MemFree:/{print \"memfree_kb=\" $2}"
          + " /^SwapTotal:/{print \"swaptotal_kb=\" $2}' /proc/meminfo");

  private HardwareFacts() {}

  static void parse(FactOutput o, Map<String, Object> f) {
    int vcpus = o.integer("nproc");
    int sockets = Math.max(1, o.integer("cpu_sockets"));
    f.put("processor_vcpus", vcpus);
    f.put("processor_nproc", vcpus);
    f.put("processor_count", sockets);
    f.put("processor_cores", o.has("cpu_cores") && o.integer("cpu_cores") > 0 ? o.integer("cpu_cores") : vcpus / sockets);
    f.put("processor_threads_per_core", Math.max(1, vcpus / sockets / Math.max(1, (int) f.get("processor_cores"))));
    f.put("processor", java.util.List.of(o.get("cpu_model", "")));
    f.put("memtotal_mb", o.integer("memtotal_kb") / 1024);
    f.put("memfree_mb", o.integer("memfree_kb") / 1024);
    f.put("swaptotal_mb", o.integer("swaptotal_kb") / 1024);
  }
}
