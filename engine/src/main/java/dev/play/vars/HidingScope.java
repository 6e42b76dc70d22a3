package dev.play.vars;

import java.util.Set;

/** A scope without some of its names: they read as undefined. */
public final class HidingScope implements Scope {
  private final Scope scope;
  private final Set<String> hidden;

  public HidingScope(Scope scope, Set<String> hidden) {
    this.scope = scope;
    this.hidden = Set.copyOf(hidden);
  }

  @Override
  public boolean contains(String name) {
    return !hidden.contains(name) && scope.contains(name);
  }

  @Override
  public Object get(String name) {
    if (hidden.contains(name)) {
      throw new UndefinedVariableException(name);
    }
    return scope.get(name);
  }

  @Override
  public boolean isResolved(String name) {
    return scope.isResolved(name);
  }
}
