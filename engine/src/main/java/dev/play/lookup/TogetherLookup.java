package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code together}: the i-th elements of the lists side by side, shorter lists padded with None
 * ({@code [[a, b], [1]]} gives {@code [a, 1], [b, None]}).
 */
final class TogetherLookup implements Lookup {
  @Override
  public String name() {
    return "together";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    if (terms.isEmpty()) {
      throw new LookupException("with_together requires at least one element in each list");
    }
    List<List<Object>> lists = terms.stream().map(Terms::listify).toList();
    int rows = lists.stream().mapToInt(List::size).max().orElse(0);
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < rows; i++) {
      List<Object> row = new ArrayList<>();
      for (List<Object> l : lists) {
        row.add(i < l.size() ? l.get(i) : null);
      }
      out.add(Terms.flatten(row));
    }
    return out;
  }
}
