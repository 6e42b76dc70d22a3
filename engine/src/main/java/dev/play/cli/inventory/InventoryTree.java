package dev.play.cli.inventory;

import dev.play.inventory.Group;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What {@code ansible-inventory --list --yaml} prints: the groups nested from {@code all} as a YAML
 * inventory, each with its {@code children}, its {@code hosts} (a host's variables where the host
 * first appears, {@code {}} after) and, with {@code --export}, its {@code vars}; empty ones left
 * out.
 */
final class InventoryTree {
  private final InventoryView view;
  private final Set<String> seen = new HashSet<>();

  private InventoryTree(InventoryView view) {
    this.view = view;
  }

  static Map<String, Object> of(InventoryView view) {
    return new InventoryTree(view).group(view.group("all"));
  }

  private Map<String, Object> group(Group group) {
    Map<String, Object> entry = new LinkedHashMap<>();
    Map<String, Object> children = new LinkedHashMap<>();
    group.children().forEach(c -> children.putAll(group(view.group(c))));
    entry.put("children", children);
    Map<String, Object> hosts = new LinkedHashMap<>();
    if (!group.name().equals("all")) {
      group.hosts().forEach(h -> hosts.put(h, seen.add(h) ? view.hostVars(h) : Map.of()));
    }
    entry.put("hosts", hosts);
    if (view.export()) {
      entry.put("vars", view.groupVars(group.name()));
    }
    entry.values().removeIf(InventoryList::empty);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put(group.name(), entry);
    return out;
  }
}
