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
  private final List<String> fields;

  Tuple(List<?> items) {
    this(items, List.of());
  }

  /**
   * A named tuple: {@code fields} name the items, in order ({@code groupby}'s grouper and list).
   */
  Tuple(List<?> items, List<String> fields) {
    this.items = Collections.unmodifiableList(new ArrayList<>(items));
    this.fields = List.copyOf(fields);
  }

  /** The item a field names, or {@link AttributePath#MISSING}. */
  Object field(String name) {
    int i = fields.indexOf(name);
    return i < 0 ? AttributePath.MISSING : items.get(i);
  }

  public static Tuple of(Object... items) {
    return new Tuple(Arrays.asList(items));
  }

  public static Tuple of(List<?> items) {
    return new Tuple(items);
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
