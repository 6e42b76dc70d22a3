package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.facts.FactSubset;
import org.junit.jupiter.api.Timeout;

/**
 * The RDMA facts from the lines the fact script prints for {@code /sys/class/infiniband}: devices
 * ({@code rdmadev|}), their netdevs and ports, and each port's GID table with its types and netdevs
 * ({@code rdmagids|}, {@code rdmatypes|}, {@code rdmandevs|}: {@code dev TAB port TAB
 * index:value}).
 */
class RdmaFactsFuzzTest {
  @FuzzTest
  @Timeout(10)
  void gids(byte[] data) {
    FactText.parse(Outcomes.text(data), FactSubset.RDMA);
  }
}
