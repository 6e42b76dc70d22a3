package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code nested}: every combination of one element of each list, in order ({@code [[a, b], [1, 2]]}
 * gives {@code [a, 1], [a, 2], [b, 1], [b, 2]}); an element that is a list is spliced into its
 * combination, as Ansible's.
 */
final class NestedLookup implements Lookup {
  @Override
  public String name() {
    return "nested";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    if (terms.isEmpty()) {
      throw new LookupException("with_nested requires at least one element in the nested list");
    }
    List<List<Object>> combos = new ArrayList<>();
    combos.add(List.of());
    for (Object term : terms) {
      List<List<Object>> next = new ArrayList<>();
      for (List<Object> prefix : combos) {
        for (Object x : Terms.listify(term)) {
          List<Object> combo = new ArrayList<>(prefix);
          combo.add(x);
          next.add(Terms.flatten(combo));
        }
      }
      combos = next;
    }
    return new ArrayList<>(combos);
  }
}
