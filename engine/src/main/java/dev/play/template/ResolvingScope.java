package dev.play.template;

import dev.play.vars.Scope;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * A scope over "raw" variables whose values may hold templates ({@code a: "{{ b }}-x"}), rendered
 * lazily on {@link #get} (recursively: {@code b} may itself be a template) and memoised. Meant to
 * live for one task on one host; not thread-safe (confine it to one thread). A loop between
 * variables throws {@link VariableCycleException} naming it, e.g. {@code a -> b -> a}.
 */
public final class ResolvingScope implements Scope {
  private final Scope raw;
  private final Templater templater;
  private final Map<String, Object> resolved = new HashMap<>();
  private final LinkedHashSet<String> resolving = new LinkedHashSet<>();

  public ResolvingScope(Scope raw, Templater templater) {
    this.raw = raw;
    this.templater = templater;
  }

  @Override
  public boolean contains(String name) {
    return raw.contains(name);
  }

  @Override
  public Object get(String name) {
    if (resolved.containsKey(name)) {
      return resolved.get(name);
    }
    if (!resolving.add(name)) {
      throw new VariableCycleException(cycleTo(name));
    }
    try {
      Object value = raw.isResolved(name) ? raw.get(name) : templater.render(raw.get(name), this);
      resolved.put(name, value);
      return value;
    } finally {
      resolving.remove(name);
    }
  }

  private List<String> cycleTo(String name) {
    List<String> path = new ArrayList<>(resolving);
    List<String> cycle = new ArrayList<>(path.subList(path.indexOf(name), path.size()));
    cycle.add(name);
    return cycle;
  }
}
