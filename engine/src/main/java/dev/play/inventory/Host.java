package dev.play.inventory;

import dev.play.value.Values;
import java.util.Map;

/**
 * An inventory host with the variables set on it directly: inline in the inventory, with {@code
 * host_vars/} merged over them (group variables are not included, see {@link Inventory}).
 */
public record Host(String name, Map<String, Object> vars) {
  public Host {
    vars = Values.frozenMap(vars);
  }
}
