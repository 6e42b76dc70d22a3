package dev.play.cli.common;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The inventory option of {@code play} and {@code play inventory}, as Ansible names it. */
public final class InventoryFlags {
  @Option(
      names = {"-i", "--inventory"},
      paramLabel = "INVENTORY",
      description =
          "Inventory file, directory, or comma-separated host list (repeatable;"
              + " default: the inventory setting, else this machine).")
  List<String> inventories = new ArrayList<>();

  /** The {@code -i} arguments, in order. */
  public List<String> sources() {
    return List.copyOf(inventories);
  }

  /**
   * The {@code -i} arguments, else the {@code inventory} setting of the config (empty: this
   * machine).
   */
  public List<String> sources(dev.play.config.PlayConfig config) {
    return inventories.isEmpty() ? config.inventory() : sources();
  }
}
