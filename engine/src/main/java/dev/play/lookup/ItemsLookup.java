package dev.play.lookup;

import java.util.List;
import java.util.Map;

/** {@code items}: the terms with one level of lists opened ({@code with_items}). */
final class ItemsLookup implements Lookup {
  @Override
  public String name() {
    return "items";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    return Terms.flatten(terms);
  }
}
