package dev.play.inventory;

import dev.play.value.Values;
import java.util.Map;

/**
 * One layer of a host's inventory variables, as returned by {@link Inventory#varLayers}.
 *
 * @param origin where the values come from, e.g. {@code inventory group 'web'} or the path of
 *     {@code group_vars/web.yml}
 */
public record VarLayer(String origin, Map<String, Object> vars) {
  public VarLayer {
    vars = Values.frozenMap(vars);
  }
}
