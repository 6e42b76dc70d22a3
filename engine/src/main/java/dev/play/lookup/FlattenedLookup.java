package dev.play.lookup;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code community.general.flattened}: the terms with every nested list opened, at any depth, as
 * that collection's lookup does: a list of one list counts as its inner list, and a term {@code
 * 'None'} or {@code 'null'} ends the list there (its "undefined item").
 */
final class FlattenedLookup implements Lookup {
  @Override
  public String name() {
    return "flattened";
  }

  @Override
  public String fqcn() {
    return "community.general.flattened";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    return flatten(terms);
  }

  private static List<Object> flatten(List<?> terms) {
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      Object t = unwrapSingle(term);
      if ("None".equals(t) || "null".equals(t)) {
        break;
      }
      if (t instanceof List<?> list) {
        out.addAll(flatten(list));
      } else {
        out.add(t);
      }
    }
    return out;
  }

  /** A list of one item is that item, repeatedly: {@code [[x]]} is {@code x}. */
  private static Object unwrapSingle(Object term) {
    Object t = term;
    while (t instanceof List<?> l && l.size() == 1) {
      t = l.get(0);
    }
    return t;
  }
}
