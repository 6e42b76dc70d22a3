package dev.play.inventory;

import java.util.ArrayList;
import java.util.List;

/**
 * What {@code add_host} and {@code group_by} added to a run's inventory, in order: pure data. The
 * loaded inventory never changes; {@link Inventory#withOverlay} shows it with these additions, as
 * Ansible's in-memory inventory after them.
 */
record InventoryOverlay(List<InventoryAddition> additions) {
  public static final InventoryOverlay EMPTY = new InventoryOverlay(List.of());

  public InventoryOverlay {
    additions = List.copyOf(additions);
  }

  /** This overlay with {@code more} after its own additions. */
  public InventoryOverlay with(List<InventoryAddition> more) {
    List<InventoryAddition> all = new ArrayList<>(additions);
    all.addAll(more);
    return new InventoryOverlay(all);
  }

  public boolean isEmpty() {
    return additions.isEmpty();
  }

  /**
   * {@code builder} with these additions made, in order; a group cycle is a {@link
   * dev.play.error.PlayError}.
   */
  InventoryBuilder applyTo(InventoryBuilder builder) {
    for (InventoryAddition a : additions) {
      switch (a) {
        case InventoryAddition.NewHost h -> builder.addRunHost(h.host());
        case InventoryAddition.HostVars v -> builder.addHostVars(v.host(), v.vars());
        case InventoryAddition.NewGroup g -> builder.addGroup(g.group());
        case InventoryAddition.Member m -> builder.addMember(m.group(), m.host());
        case InventoryAddition.Child c ->
            builder.addChild(c.parent(), c.child(), dev.play.error.Source.UNKNOWN);
      }
    }
    return builder;
  }
}
