package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code indexed_items}: {@code [index, item]} for each item, lists opened one level as {@code
 * items}.
 */
final class IndexedItemsLookup implements Lookup {
  @Override
  public String name() {
    return "indexed_items";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    List<Object> items = Terms.flatten(terms);
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      out.add(java.util.Arrays.asList(i, items.get(i)));
    }
    return out;
  }
}
