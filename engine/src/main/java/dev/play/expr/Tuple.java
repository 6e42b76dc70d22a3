package dev.play.expr;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.RandomAccess;

/**
 * A Python tuple, as {@code zip}, {@code splitext} or {@code regex_findall} make them: an
 * unmodifiable list that prints as {@code ('a', 1)} ({@code ('a',)} with one item) and is never
 * equal to a list, as in Python.
 */
final class Tuple extends AbstractList<Object> implements RandomAccess {
  private final List<Object> items;

  Tuple(List<?> items) {
    this.items = Collections.unmodifiableList(new ArrayList<>(items));
  }

  static Tuple of(Object... items) {
    return new Tuple(Arrays.asList(items));
  }

  @Override
  public Object get(int index) {
    return items.get(index);
  }

  @Override
  public int size() {
    return items.size();
  }
}
