package dev.play.engine;

import com.google.common.base.Suppliers;
import java.util.AbstractList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A list computed on first read (then kept): magic variables and search paths that few tasks read.
 */
final class LazyList<T> extends AbstractList<T> {
  private final Supplier<List<T>> list;

  LazyList(Supplier<List<T>> compute) {
    this.list = Suppliers.memoize(compute::get);
  }

  @Override
  public T get(int index) {
    return list.get().get(index);
  }

  @Override
  public int size() {
    return list.get().size();
  }
}
