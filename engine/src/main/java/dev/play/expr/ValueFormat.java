package dev.play.expr;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * How values print, as Python (and so Jinja and Ansible) prints them: {@link #str} is Python's
 * {@code str()} (strings as they are, {@code True}/{@code False}, {@code None}, floats such as
 * {@code 1.0} and {@code 1e+16}), and lists and maps print as {@link #repr}, e.g. {@code ['a', 1]}
 * and {@code {'k': True}}.
 */
public final class ValueFormat {
  private ValueFormat() {}

  /** Python's {@code str(value)}. */
  public static String str(Object value) {
    return value instanceof String s ? s : repr(value);
  }

  /** Python's {@code repr(value)}. */
  public static String repr(Object value) {
    StringBuilder sb = new StringBuilder();
    appendRepr(sb, value);
    return sb.toString();
  }

  private static void appendRepr(StringBuilder sb, Object v) {
    if (v == null) {
      sb.append("None");
    } else if (v instanceof Boolean b) {
      sb.append(b ? "True" : "False");
    } else if (v instanceof String s) {
      appendString(sb, s);
    } else if (v instanceof Double || v instanceof Float) {
      sb.append(pythonFloat(((Number) v).doubleValue()));
    } else if (v instanceof Tuple tuple) {
      appendItems(sb, tuple, "(", tuple.size() == 1 ? ",)" : ")");
    } else if (v instanceof List<?> list) {
      appendItems(sb, list, "[", "]");
    } else if (v instanceof Map<?, ?> map) {
      appendMap(sb, map);
    } else {
      sb.append(v);
    }
  }

  private static void appendItems(StringBuilder sb, List<?> list, String open, String close) {
    sb.append(open);
    for (Iterator<?> it = list.iterator(); it.hasNext(); ) {
      appendRepr(sb, it.next());
      if (it.hasNext()) {
        sb.append(", ");
      }
    }
    sb.append(close);
  }

  private static void appendMap(StringBuilder sb, Map<?, ?> map) {
    sb.append('{');
    for (Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator(); it.hasNext(); ) {
      Map.Entry<?, ?> e = it.next();
      appendRepr(sb, e.getKey());
      sb.append(": ");
      appendRepr(sb, e.getValue());
      if (it.hasNext()) {
        sb.append(", ");
      }
    }
    sb.append('}');
  }

  private static void appendString(StringBuilder sb, String s) {
    char quote = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
    sb.append(quote);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        default -> {
          if (c == quote) {
            sb.append('\\').append(c);
          } else if (c < 0x20 || c == 0x7f) {
            sb.append(String.format("\\x%02x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append(quote);
  }

  /** Python's float repr ({@link dev.play.value.PythonFloat}). */
  static String pythonFloat(double d) {
    return dev.play.value.PythonFloat.repr(d);
  }
}
