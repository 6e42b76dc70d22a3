package dev.play.module.control;

import dev.play.error.PlayError;
import dev.play.inventory.InventoryAddition;
import dev.play.module.Change;
import dev.play.module.ModuleContext;
import dev.play.module.ModuleFailure;
import dev.play.module.Plan;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The change of {@code add_host} and {@code group_by}: the additions the run's inventory still
 * lacks, made at once (made in check mode too, as in Ansible).
 */
record InventoryChange(List<InventoryAddition> additions) implements Change {
  InventoryChange {
    additions = List.copyOf(additions);
  }

  /**
   * What {@code candidates} would add to the run's inventory: a change, or {@code unchanged} as the
   * reason for none.
   */
  static Plan plan(
      ModuleContext ctx,
      List<InventoryAddition> candidates,
      String unchanged,
      Map<String, Object> result) {
    List<InventoryAddition> missing = ctx.inventory().missing(candidates);
    return missing.isEmpty()
        ? Plan.noChange(unchanged, result)
        : Plan.changes(List.of(new InventoryChange(missing)), List.of(), result);
  }

  @Override
  public String describe() {
    return additions.stream().map(InventoryAddition::describe).collect(Collectors.joining("; "));
  }

  @Override
  public Map<String, Object> apply(ModuleContext ctx) throws ModuleFailure {
    try {
      ctx.inventory().add(additions);
      return Map.of();
    } catch (PlayError e) {
      throw new ModuleFailure(e.getMessage(), Map.of("changed", false));
    }
  }
}
