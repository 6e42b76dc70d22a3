package dev.play.engine;

import dev.play.facts.cache.FactCache;
import dev.play.facts.cache.MemoryFactCache;
import dev.play.inventory.Inventory;

/**
 * What a run reads besides its playbooks, and where it keeps facts for later runs.
 *
 * @param inventory the inventory as loaded
 * @param facts the fact cache: hosts' facts start from it and go back to it
 */
public record RunSources(Inventory inventory, FactCache facts) {
  /** {@code inventory}, and facts kept for the run only. */
  public static RunSources of(Inventory inventory) {
    return new RunSources(inventory, MemoryFactCache.INSTANCE);
  }
}
