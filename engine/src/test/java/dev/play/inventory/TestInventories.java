package dev.play.inventory;

import java.util.List;

/** Loads the inventories under src/test/resources/inventory. */
final class TestInventories {
  static final String DIR = "src/test/resources/inventory/";

  private TestInventories() {}

  static Inventory load(String... names) {
    return InventoryLoader.load(
        List.of(names).stream().map(n -> DIR + n).toList(), dev.play.vault.VaultContext.none());
  }
}
