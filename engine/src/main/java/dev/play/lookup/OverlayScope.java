package dev.play.lookup;

import dev.play.vars.Scope;
import java.util.Map;

/** {@code top}'s values (final data, not templated) over {@code base}'s. */
record OverlayScope(Map<String, Object> top, Scope base) implements Scope {
  @Override
  public boolean contains(String name) {
    return top.containsKey(name) || base.contains(name);
  }

  @Override
  public Object get(String name) {
    return top.containsKey(name) ? top.get(name) : base.get(name);
  }

  @Override
  public boolean isResolved(String name) {
    return top.containsKey(name) || base.isResolved(name);
  }
}
