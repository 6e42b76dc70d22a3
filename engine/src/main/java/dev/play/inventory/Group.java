package dev.play.inventory;

import dev.play.value.Values;
import java.util.List;
import java.util.Map;

/**
 * An inventory group: its variables (as written in the inventory, with {@code group_vars/} merged
 * over them, see {@link Inventory}), direct child groups and direct hosts, in file order.
 */
public record Group(
    String name, Map<String, Object> vars, List<String> children, List<String> hosts) {
  public Group {
    vars = Values.frozenMap(vars);
    children = List.copyOf(children);
    hosts = List.copyOf(hosts);
  }
}
