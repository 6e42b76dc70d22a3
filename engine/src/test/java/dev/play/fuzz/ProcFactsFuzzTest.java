package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.facts.FactSubset;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Timeout;

/**
 * The {@code /proc} files a node's facts are read from, each as the fact script passes it on:
 * {@code /proc/meminfo} (its {@code awk}), {@code /proc/cpuinfo} (the processor model and the lines
 * the virtualization checks read), {@code /proc/mounts} ({@code mtab|} lines), and the network
 * sources ({@code /proc/net/route}, {@code fib_trie}, {@code if_inet6}, {@code /sys/class/net},
 * {@code ip -o addr}) as the script's lines.
 */
class ProcFactsFuzzTest {
  private static final Pattern MEMINFO =
      Pattern.compile("^(MemTotal|MemFree|SwapTotal|SwapFree|Buffers|Cached|SwapCached):.*");
  private static final Pattern CPUINFO = Pattern.compile("^(model name|vendor_id|machine).*");

  @FuzzTest
  @Timeout(10)
  void meminfo(byte[] data) {
    StringBuilder out = new StringBuilder();
    for (String line : Outcomes.text(data).split("\n")) {
      if (MEMINFO.matcher(line).matches()) {
        String[] f = line.strip().split("[ \t]+");
        out.append("mem|").append(f[0]).append(f.length > 1 ? f[1] : "").append('\n');
      }
    }
    FactText.parse(out.toString(), FactSubset.HARDWARE);
  }

  @FuzzTest
  @Timeout(10)
  void cpuinfo(byte[] data) {
    StringBuilder out = new StringBuilder("virt_modules=1\n");
    Set<String> seen = new LinkedHashSet<>();
    String model = null;
    for (String line : Outcomes.text(data).split("\n")) {
      if (model == null && line.startsWith("model name")) {
        int colon = line.indexOf(": ");
        model = colon < 0 ? "" : line.substring(colon + 2);
      }
      if (CPUINFO.matcher(line).matches() && seen.add(line)) {
        out.append("virt_cpu|").append(line).append('\n');
      }
    }
    out.append("cpu_model=").append(model == null ? "" : model).append('\n');
    FactText.parse(out.toString(), FactSubset.HARDWARE, FactSubset.VIRTUAL);
  }

  @FuzzTest
  @Timeout(10)
  void mounts(byte[] data) {
    FactText.parse(FactText.section("mtab", Outcomes.text(data)), FactSubset.HARDWARE);
  }

  @FuzzTest
  @Timeout(10)
  void network(byte[] data) {
    FactText.parse(Outcomes.text(data), FactSubset.NETWORK);
  }
}
