package dev.play.vars;

import java.util.AbstractMap.SimpleImmutableEntry;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Function;

/**
 * The entry set of a lazy variable view: keys are known up front, each value is computed when its
 * entry is read. Nothing is hashed, so views that contain each other ({@code hostvars[h]} holds
 * {@code hostvars}) never recurse.
 */
public final class LazyEntries extends AbstractSet<Map.Entry<String, Object>> {
  private final Collection<String> keys;
  private final Function<String, Object> value;

  public LazyEntries(Collection<String> keys, Function<String, Object> value) {
    this.keys = keys;
    this.value = value;
  }

  @Override
  public int size() {
    return keys.size();
  }

  @Override
  public Iterator<Map.Entry<String, Object>> iterator() {
    Iterator<String> it = keys.iterator();
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return it.hasNext();
      }

      @Override
      public Map.Entry<String, Object> next() {
        String k = it.next();
        return new SimpleImmutableEntry<>(k, value.apply(k));
      }
    };
  }
}
