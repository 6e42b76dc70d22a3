package dev.play.engine;

import dev.play.playbook.Keywords;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns a task's {@code loop} / {@code with_*} value (already templated) into its items. */
final class LoopItems {
  private LoopItems() {}

  static List<Object> items(Keywords kw, Object value) throws TaskFailure {
    String kind = kw.loopKind();
    if (value == null) {
      return List.of();
    }
    return switch (kind) {
      case "with_dict" -> dictItems(value);
      case "with_items" -> flattenOnce(asList(kind, value));
      case "with_indexed_items" -> indexed(flattenOnce(asList(kind, value)));
      case "with_nested" -> LoopProducts.nested(lists(kind, value));
      case "with_together" -> LoopProducts.together(lists(kind, value));
      case "with_sequence" -> LoopProducts.sequence(String.valueOf(value));
      case "with_subelements" -> LoopProducts.subelements(asList(kind, value));
      default -> asList(kind, value);
    };
  }

  private static List<Object> asList(String kind, Object value) throws TaskFailure {
    if (value instanceof List<?> l) {
      return new ArrayList<>(l);
    }
    if (kind.equals("with_items") || kind.equals("with_list")) {
      return new ArrayList<>(List.of(value));
    }
    throw new TaskFailure("Invalid data passed to '" + kind + "', it requires a list, got this instead: " + value);
  }

  private static List<List<Object>> lists(String kind, Object value) throws TaskFailure {
    List<List<Object>> out = new ArrayList<>();
    for (Object o : asList(kind, value)) {
      out.add(o instanceof List<?> l ? new ArrayList<>(l) : new ArrayList<>(List.of(o)));
    }
    return out;
  }

  private static List<Object> flattenOnce(List<Object> in) {
    List<Object> out = new ArrayList<>();
    for (Object o : in) {
      if (o instanceof List<?> l) {
        out.addAll(l);
      } else {
        out.add(o);
      }
    }
    return out;
  }

  private static List<Object> indexed(List<Object> in) {
    List<Object> out = new ArrayList<>();
    for (int i = 0; i < in.size(); i++) {
      out.add(List.of(i, in.get(i)));
    }
    return out;
  }

  private static List<Object> dictItems(Object value) throws TaskFailure {
    if (!(value instanceof Map<?, ?> m)) {
      throw new TaskFailure("with_dict expects a dict, got: " + value);
    }
    List<Object> out = new ArrayList<>();
    m.forEach((k, v) -> {
      Map<String, Object> item = new LinkedHashMap<>();
      item.put("key", k);
      item.put("value", v);
      out.add(item);
    });
    return out;
  }

  /** {@code ansible_loop}: position information for item {@code i} of {@code n}. */
  static Map<String, Object> loopInfo(List<Object> items, int i) {
    int n = items.size();
    Map<String, Object> info = dev.play.jinja.LoopPosition.of(i, n);
    info.put("allitems", items);
    info.put("previtem", i > 0 ? items.get(i - 1) : null);
    info.put("nextitem", i < n - 1 ? items.get(i + 1) : null);
    return info;
  }
}
