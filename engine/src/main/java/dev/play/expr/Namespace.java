package dev.play.expr;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Jinja's {@code namespace(k=v)}: a mapping whose attributes a template may set ({@code {% set
 * ns.total = ns.total + 1 %}}), also from inside a loop.
 */
public final class Namespace extends LinkedHashMap<String, Object> {
  public Namespace(Map<String, Object> initial) {
    super(initial);
  }
}
