package dev.play.inventory;

import dev.play.value.Values;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One thing {@code add_host} or {@code group_by} adds to a run's inventory ({@link
 * InventoryOverlay}). Each is idempotent: {@link #missingFrom} says whether an inventory still
 * lacks it.
 */
public sealed interface InventoryAddition {
  /** Short description for the task's output, e.g. {@code add host web3}. */
  String describe();

  /** Whether {@code inventory} lacks this addition (adding it would change something). */
  boolean missingFrom(Inventory inventory);

  /**
   * A host new to the inventory: a direct member of {@code all} (and {@code ungrouped} while in no
   * other group).
   */
  record NewHost(String host) implements InventoryAddition {
    @Override
    public String describe() {
      return "add host " + host;
    }

    @Override
    public boolean missingFrom(Inventory inventory) {
      return inventory.host(host).isEmpty();
    }
  }

  /** Variables set on a host as if written on its inventory line (top-level keys replaced). */
  record HostVars(String host, Map<String, Object> vars) implements InventoryAddition {
    public HostVars {
      vars = Values.frozenMap(vars);
    }

    @Override
    public String describe() {
      return "set variables of " + host + ": " + String.join(", ", vars.keySet());
    }

    @Override
    public boolean missingFrom(Inventory inventory) {
      Map<String, Object> own = inventory.declaredVars(host);
      return vars.entrySet().stream()
          .anyMatch(
              e ->
                  !own.containsKey(e.getKey())
                      || !Objects.equals(own.get(e.getKey()), e.getValue()));
    }
  }

  /** A group new to the inventory: a child of {@code all} unless it gets another parent. */
  record NewGroup(String group) implements InventoryAddition {
    @Override
    public String describe() {
      return "add group " + group;
    }

    @Override
    public boolean missingFrom(Inventory inventory) {
      return inventory.group(group).isEmpty();
    }
  }

  /** A host made a direct member of a group. */
  record Member(String group, String host) implements InventoryAddition {
    @Override
    public String describe() {
      return "add " + host + " to group " + group;
    }

    @Override
    public boolean missingFrom(Inventory inventory) {
      return !inventory.group(group).map(g -> g.hosts().contains(host)).orElse(false);
    }
  }

  /** A group made a child of another. */
  record Child(String parent, String child) implements InventoryAddition {
    @Override
    public String describe() {
      return "make group " + child + " a child of " + parent;
    }

    @Override
    public boolean missingFrom(Inventory inventory) {
      return !inventory.group(parent).map(g -> g.children().contains(child)).orElse(false);
    }

    /** Whether it would make a group its own ancestor: the parent is the child or below it. */
    public boolean loops(Inventory inventory) {
      return below(child, inventory, new HashSet<>());
    }

    private boolean below(String group, Inventory inventory, Set<String> seen) {
      if (group.equals(parent)) {
        return true;
      }
      List<String> children = inventory.group(group).map(Group::children).orElse(List.of());
      return seen.add(group) && children.stream().anyMatch(c -> below(c, inventory, seen));
    }
  }

  /** Those of {@code additions} that {@code inventory} lacks, in order. */
  static List<InventoryAddition> missing(List<InventoryAddition> additions, Inventory inventory) {
    return additions.stream().filter(a -> a.missingFrom(inventory)).toList();
  }
}
