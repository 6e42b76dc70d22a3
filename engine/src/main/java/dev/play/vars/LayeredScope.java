package dev.play.vars;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Raw (unrendered) variables from layers ordered lowest to highest precedence: a name resolves in
 * the highest layer that defines it. Records where each value came from ({@link #origin}).
 */
public final class LayeredScope implements Scope {
  private final List<Layer> layers;

  public LayeredScope(List<Layer> lowToHigh) {
    this.layers = List.copyOf(lowToHigh);
  }

  @Override
  public boolean contains(String name) {
    return find(name).isPresent();
  }

  @Override
  public Object get(String name) {
    return find(name).orElseThrow(() -> new UndefinedVariableException(name)).values().get(name);
  }

  @Override
  public boolean isResolved(String name) {
    return find(name).map(Layer::resolved).orElse(false);
  }

  /** The name of the layer that supplies {@code name}, e.g. for {@code -vvv} explanations. */
  public Optional<String> origin(String name) {
    return find(name).map(Layer::name);
  }

  /** Every defined name, in no particular order. */
  public Set<String> names() {
    Set<String> names = new LinkedHashSet<>();
    for (Layer l : layers) {
      names.addAll(l.values().keySet());
    }
    return names;
  }

  /** A new scope with {@code layer} on top of these. */
  public LayeredScope with(Layer layer) {
    List<Layer> more = new ArrayList<>(layers);
    more.add(layer);
    return new LayeredScope(more);
  }

  /** A new scope with {@code layer} below these: the lowest precedence. */
  public LayeredScope under(Layer layer) {
    List<Layer> more = new ArrayList<>();
    more.add(layer);
    more.addAll(layers);
    return new LayeredScope(more);
  }

  public List<Layer> layers() {
    return layers;
  }

  private Optional<Layer> find(String name) {
    for (int i = layers.size() - 1; i >= 0; i--) {
      Layer l = layers.get(i);
      if (l.values().containsKey(name)) {
        return Optional.of(l);
      }
    }
    return Optional.empty();
  }
}
