package dev.play.expr;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * A Python tuple: an unmodifiable list that prints as {@code (a, b)} ({@code (a,)} with one
 * item), as Jinja prints {@code (1, 2)} or the pairs of {@code dict.items()}.
 */
public final class Tuple extends AbstractList<Object> implements RandomAccess {
  private final Object[] items;

  private Tuple(Object[] items) {
    this.items = items;
  }

  public static Tuple of(List<?> items) {
    return new Tuple(items.toArray());
  }

  public static Tuple of(Object... items) {
    return new Tuple(items.clone());
  }

  @Override
  public Object get(int index) {
    return items[index];
  }

  @Override
  public int size() {
    return items.length;
  }
}
