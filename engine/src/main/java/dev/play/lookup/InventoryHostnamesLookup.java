package dev.play.lookup;

import dev.play.error.PlayError;
import dev.play.inventory.HostPattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code inventory_hostnames}: the inventory hosts the terms select, as host patterns taken
 * together ({@code web:!web2}, {@code ['web', 'db']}, {@code db[0]}), in inventory order; a pattern
 * that cannot be read selects nothing, as in Ansible.
 */
final class InventoryHostnamesLookup implements Lookup {
  @Override
  public String name() {
    return "inventory_hostnames";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    List<String> patterns = terms.stream().map(t -> Terms.text(t, name())).toList();
    try {
      return new ArrayList<>(HostPattern.evaluate(patterns, ctx.env().inventory()).hosts());
    } catch (PlayError e) {
      return new ArrayList<>();
    }
  }
}
