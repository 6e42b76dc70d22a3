package dev.play.engine;

import dev.play.facts.cache.FactCache;
import dev.play.facts.cache.MemoryFactCache;
import dev.play.inventory.Inventory;
import java.util.function.Supplier;

/**
 * What a run reads besides its playbooks, and where it keeps facts for later runs.
 *
 * @param inventory the inventory as loaded
 * @param reread reads the inventory's sources again, as loaded ({@code meta: refresh_inventory})
 * @param facts the fact cache: hosts' facts start from it and go back to it
 */
public record RunSources(Inventory inventory, Supplier<Inventory> reread, FactCache facts) {
  /** {@code inventory}, which has no sources to read again, and facts kept for the run only. */
  public static RunSources of(Inventory inventory) {
    return new RunSources(inventory, () -> inventory, MemoryFactCache.INSTANCE);
  }
}
