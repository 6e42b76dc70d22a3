package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.facts.FactSubset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Timeout;

/**
 * The GPU facts from what a node's {@code nvidia-smi} prints: the {@code --query-gpu} CSV and the
 * {@code topo -m} matrix, each as the fact script passes it on ({@code gpu|}, {@code gputopo|}
 * lines). Any output gives facts that are plain data; a GPU's name is the node's text.
 */
class GpuFactsFuzzTest {
  @FuzzTest
  @Timeout(10)
  void smi(byte[] data) {
    String csv = Outcomes.text(data);
    Map<String, Object> facts =
        FactText.parse("nvidia_smi=present\n" + FactText.section("gpu", csv), FactSubset.GPU);
    if (!(facts.get("gpus") instanceof List<?> gpus)) {
      throw new AssertionError("no gpus list: " + facts);
    }
    for (Object gpu : gpus) {
      Object name = ((Map<?, ?>) gpu).get("name");
      if (!csv.contains(String.valueOf(name))) {
        throw new AssertionError("a GPU name that nvidia-smi did not print: " + name);
      }
    }
  }

  @FuzzTest
  @Timeout(10)
  void topo(byte[] data) {
    FactText.parse(
        "nvidia_smi=present\n" + FactText.section("gputopo", Outcomes.text(data)), FactSubset.GPU);
  }
}
