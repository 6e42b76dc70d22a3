package dev.play.cli.inventory;

import dev.play.inventory.Group;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * What {@code ansible-inventory --list} prints, as JSON: each group reached from {@code all} once,
 * with its {@code hosts} (never for {@code all}), {@code children} and, with {@code --export}, its
 * {@code vars}, empty ones left out (and a group with none of them); then {@code _meta.hostvars},
 * the variables of each host that has some.
 */
final class InventoryList {
  private final InventoryView view;
  private final Map<String, Object> out = new LinkedHashMap<>();
  private final Set<String> seen = new HashSet<>();

  private InventoryList(InventoryView view) {
    this.view = view;
  }

  static Map<String, Object> of(InventoryView view) {
    InventoryList list = new InventoryList(view);
    list.group(view.group("all"));
    Map<String, Object> hostvars = new LinkedHashMap<>();
    for (String host : view.hosts()) {
      Map<String, Object> vars = view.hostVars(host);
      if (!vars.isEmpty()) {
        hostvars.put(host, vars);
      }
    }
    list.out.put("_meta", Map.of("hostvars", hostvars));
    return list.out;
  }

  private void group(Group group) {
    Map<String, Object> entry = new LinkedHashMap<>();
    if (!group.name().equals("all")) {
      entry.put("hosts", group.hosts());
    }
    entry.put("children", group.children());
    for (String child : group.children()) {
      if (seen.add(child)) {
        group(view.group(child));
      }
    }
    if (view.export()) {
      entry.put("vars", view.groupVars(group.name()));
    }
    entry.values().removeIf(InventoryList::empty);
    if (!entry.isEmpty()) {
      out.put(group.name(), entry);
    }
  }

  static boolean empty(Object value) {
    return value instanceof Map<?, ?> m ? m.isEmpty() : ((java.util.Collection<?>) value).isEmpty();
  }
}
