package dev.play.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.play.inventory.InventoryLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/** The INI and YAML inventory loaders, on the bytes of a file, as {@code -i FILE} reads them. */
class InventoryFuzzTest {
  private static final Path DIR = Scratch.dir("inventory");

  @FuzzTest
  @Timeout(10)
  void ini(byte[] data) throws IOException {
    load("hosts.ini", data);
  }

  @FuzzTest
  @Timeout(10)
  void yaml(byte[] data) throws IOException {
    load("hosts.yml", data);
  }

  private static void load(String name, byte[] data) throws IOException {
    Path file = Files.write(DIR.resolve(name), data);
    Outcomes.run(
        () -> InventoryLoader.load(List.of(file.toString()), dev.play.vault.VaultContext.none()),
        name,
        Outcomes.Position.LINE,
        List.of());
  }
}
