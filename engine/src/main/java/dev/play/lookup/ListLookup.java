package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code list}: the terms as they are ({@code with_list}). */
final class ListLookup implements Lookup {
  @Override
  public String name() {
    return "list";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    return new ArrayList<>(terms);
  }
}
