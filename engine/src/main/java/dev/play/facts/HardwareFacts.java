package dev.play.facts;

import dev.play.facts.format.FactOutput;
import java.util.Map;

/**
 * The {@code hardware} subset: processors and memory ({@link MemoryFacts}) from {@code /proc}, DMI
 * ({@link DmiFacts}) from {@code /sys}; its mounts are {@link MountFacts}'.
 */
final class HardwareFacts {
  static final String SCRIPT =
      String.join(
          "\n",
          "echo \"nproc=$(nproc 2>/dev/null || grep -c ^processor /proc/cpuinfo)\"",
          "echo \"cpu_sockets=$(grep '^physical id' /proc/cpuinfo 2>/dev/null | sort -u | wc -l)\"",
          "echo \"cpu_cores=$(awk -F: '/^cpu cores/{print $2+0; exit}' /proc/cpuinfo 2>/dev/null)\"",
          "echo \"cpu_model=$(awk -F': ' '/^model name/{print $2; exit}' /proc/cpuinfo 2>/dev/null)\"",
          MemoryFacts.SCRIPT,
          DmiFacts.SCRIPT,
          "echo \"uptime=$(cut -d' ' -f1 /proc/uptime 2>/dev/null)\"; echo \"loadavg=$(cat /proc/loadavg 2>/dev/null)\"");

  private HardwareFacts() {}

  static void parse(FactOutput o, Map<String, Object> f) {
    int vcpus = o.integer("nproc");
    int sockets = Math.max(1, o.integer("cpu_sockets"));
    f.put("processor_vcpus", vcpus);
    f.put("processor_nproc", vcpus);
    f.put("processor_count", sockets);
    f.put(
        "processor_cores",
        o.has("cpu_cores") && o.integer("cpu_cores") > 0
            ? o.integer("cpu_cores")
            : vcpus / sockets);
    f.put(
        "processor_threads_per_core",
        Math.max(1, vcpus / sockets / Math.max(1, (int) f.get("processor_cores"))));
    f.put("processor", java.util.List.of(o.get("cpu_model", "")));
    MemoryFacts.parse(o, f);
    DmiFacts.parse(o, f);
    uptimeAndLoad(o, f);
  }

  /**
   * {@code uptime_seconds} (whole seconds) and {@code loadavg} ({@code 1m}, {@code 5m}, {@code
   * 15m}), as Ansible.
   */
  private static void uptimeAndLoad(FactOutput o, Map<String, Object> f) {
    try {
      f.put("uptime_seconds", (int) Double.parseDouble(o.get("uptime", "")));
    } catch (NumberFormatException e) {
      // no /proc/uptime: no fact, as in Ansible
    }
    String[] load = o.get("loadavg", "").split("\\s+");
    if (load.length >= 3) {
      try {
        f.put(
            "loadavg",
            Map.of(
                "1m",
                Double.parseDouble(load[0]),
                "5m",
                Double.parseDouble(load[1]),
                "15m",
                Double.parseDouble(load[2])));
      } catch (NumberFormatException e) {
        // unreadable: no fact
      }
    }
  }
}
