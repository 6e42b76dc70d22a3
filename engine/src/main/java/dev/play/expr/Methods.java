package dev.play.expr;

import java.util.List;
import java.util.Map;

/**
 * Python's methods on template values, as Ansible content calls them ({@code x.split(',')}, {@code
 * d.items()}, {@code l.append(x)}): strings ({@link StringMethods}), lists ({@link ListMethods}),
 * mappings ({@link MapMethods}, where a key holding a macro is called too, as for {@code {% import
 * 'm.j2' as m %}{{ m.kv(1) }}}) and values with methods of their own ({@link MethodReceiver}).
 */
final class Methods {
  private Methods() {}

  static Object call(Object value, String name, List<Object> args, Map<String, Object> kwargs) {
    if (value instanceof MethodReceiver r) {
      return r.callMethod(name, args, kwargs);
    }
    if (value instanceof String s) {
      return StringMethods.call(s, name, Params.of(name, args, kwargs));
    }
    if (value instanceof Map<?, ?> map && map.get(name) instanceof Callee member) {
      return member.call(args, kwargs);
    }
    if (value instanceof Map<?, ?> map) {
      return MapMethods.call(map, name, Params.of(name, args, kwargs));
    }
    if (value instanceof List<?> list) {
      return ListMethods.call(list, name, Params.of(name, args, kwargs));
    }
    throw noMethod(value, name);
  }

  static ExpressionException noMethod(Object value, String name) {
    return new ExpressionException(
        "'" + Types.name(value) + " object' has no attribute '" + name + "'");
  }
}
