package dev.play.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Python's {@code dict} methods; {@code update}, {@code pop} and {@code setdefault} only on a
 * {@link TemplateMap}.
 */
final class MapMethods {
  private MapMethods() {}

  static Object call(Map<?, ?> map, String name, Params p) {
    return switch (name) {
      case "items" -> items(map);
      case "keys" -> new ArrayList<Object>(map.keySet());
      case "values" -> new ArrayList<Object>(map.values());
      case "get" ->
          map.containsKey(p.atMost(2).required(0, "key"))
              ? map.get(p.get(0, "key", null))
              : p.get(1, "default", null);
      case "copy" -> new TemplateMap(map);
      case "update", "pop", "setdefault" -> modify(map, name, p);
      default -> throw Methods.noMethod(map, name);
    };
  }

  private static List<Object> items(Map<?, ?> map) {
    List<Object> out = new ArrayList<>(map.size());
    map.forEach((k, v) -> out.add(Tuple.of(k, v)));
    return out;
  }

  @SuppressWarnings("unchecked")
  private static Object modify(Map<?, ?> target, String name, Params p) {
    if (!(target instanceof TemplateMap)) {
      throw new ExpressionException(
          "cannot "
              + name
              + " a mapping that comes from variables; build a new one"
              + " (x | combine(y)) or start from one written in the template ({})");
    }
    Map<Object, Object> map = (Map<Object, Object>) target;
    return switch (name) {
      case "update" -> {
        if (!p.args().isEmpty()) {
          map.putAll(asMap(p.atMost(1 + p.kwargs().size()).args().get(0)));
        }
        map.putAll(p.kwargs());
        yield null;
      }
      case "setdefault" ->
          map.computeIfAbsent(p.atMost(2).required(0, "key"), k -> p.get(1, "default", null));
      default -> pop(map, p.atMost(2));
    };
  }

  private static Object pop(Map<Object, Object> map, Params p) {
    Object key = p.required(0, "key");
    if (map.containsKey(key)) {
      return map.remove(key);
    }
    if (p.args().size() + p.kwargs().size() > 1) {
      return p.get(1, "default", null);
    }
    throw new ExpressionException("no key " + ValueFormat.repr(key));
  }

  private static Map<?, ?> asMap(Object v) {
    if (v instanceof Map<?, ?> m) {
      return m;
    }
    throw new ExpressionException("update() expects a mapping, got " + Types.name(v));
  }
}
