package dev.play.vars;

import java.util.Map;

/**
 * {@code top}'s values over {@code base}'s: a template lookup's {@code template_vars}, a
 * connection's settings for one attempt. They are final data, never templated again.
 */
public record OverlayScope(Map<String, Object> top, Scope base) implements Scope {
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
