package dev.play.lookup;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code dict}: each mapping's entries as {@code {key, value}} items, in order. */
final class DictLookup implements Lookup {
  @Override
  public String name() {
    return "dict";
  }

  @Override
  public List<Object> run(List<Object> terms, Map<String, Object> options, LookupContext ctx) {
    List<Object> out = new ArrayList<>();
    for (Object term : terms) {
      if (!(term instanceof Map<?, ?> m)) {
        throw new LookupException(
            "with_dict expects a dict, got " + dev.play.expr.ValueFormat.repr(term));
      }
      m.forEach(
          (k, v) -> {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("key", k);
            item.put("value", v);
            out.add(item);
          });
    }
    return out;
  }
}
