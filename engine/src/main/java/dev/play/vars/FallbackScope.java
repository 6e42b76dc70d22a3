package dev.play.vars;

import java.util.Map;

/**
 * {@code top}'s variables over {@code below}'s values, which count only where {@code top} does not
 * define the name: defaults that every variable beats, such as a task's connection keywords under
 * the host's {@code ansible_user} or {@code ansible_port}.
 */
public record FallbackScope(Scope top, Map<String, Object> below) implements Scope {
  public FallbackScope {
    below = Map.copyOf(below);
  }

  @Override
  public boolean contains(String name) {
    return top.contains(name) || below.containsKey(name);
  }

  @Override
  public Object get(String name) {
    return top.contains(name) || !below.containsKey(name) ? top.get(name) : below.get(name);
  }

  @Override
  public boolean isResolved(String name) {
    return top.contains(name) ? top.isResolved(name) : below.containsKey(name);
  }
}
