package dev.play.vars;

import java.util.AbstractMap;
import java.util.Set;
import java.util.function.Supplier;

/**
 * A read-only {@code Map} view of a scope, resolved lazily, so {@code hostvars['h'].x} reads only
 * what is asked for. The scope is built on first use.
 */
public final class ScopeMap extends AbstractMap<String, Object> {
  private final Supplier<Scope> supplier;
  private final Supplier<Set<String>> names;
  private Scope scope;

  public ScopeMap(Supplier<Scope> supplier, Supplier<Set<String>> names) {
    this.supplier = supplier;
    this.names = names;
  }

  private synchronized Scope scope() {
    if (scope == null) {
      scope = supplier.get();
    }
    return scope;
  }

  @Override
  public boolean containsKey(Object key) {
    return key instanceof String s && scope().contains(s);
  }

  @Override
  public Object get(Object key) {
    return containsKey(key) ? scope().get((String) key) : null;
  }

  /** The names only: no value is resolved (one that cannot be is no error until it is read). */
  @Override
  public Set<String> keySet() {
    return java.util.Collections.unmodifiableSet(new java.util.LinkedHashSet<>(names.get()));
  }

  @Override
  public Set<Entry<String, Object>> entrySet() {
    return new LazyEntries(names.get(), this::get);
  }

  /** A view: equal only to itself (its values may contain views that contain it). */
  @Override
  public boolean equals(Object o) {
    return this == o;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(this);
  }
}
