package dev.play.value;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes play's values as JSON the way Python's {@code json.dumps} does: compact with {@code ", "}
 * and {@code ": "} separators, or indented (Ansible prints results indented by four spaces).
 */
public final class JsonWriter {
  private JsonWriter() {}

  public static String compact(Object value) {
    StringBuilder sb = new StringBuilder();
    write(sb, value, -1, 0);
    return sb.toString();
  }

  /** Indented by {@code indent} spaces, as {@code json.dumps(v, indent=indent)}. */
  public static String indented(Object value, int indent) {
    StringBuilder sb = new StringBuilder();
    write(sb, value, indent, 0);
    return sb.toString();
  }

  /**
   * {@code json} as Python writes it with {@code ensure_ascii=True}: each UTF-16 unit outside
   * printable ASCII (DEL and above; only strings hold them) as {@code \\uXXXX}.
   */
  public static String ensureAscii(String json) {
    StringBuilder out = new StringBuilder(json.length());
    json.chars()
        .forEach(
            c -> out.append(c < 0x7f ? String.valueOf((char) c) : String.format("\\u%04x", c)));
    return out.toString();
  }

  /** {@code value} with every mapping's keys sorted, as {@code sort_keys=True}. */
  public static Object sortedKeys(Object value) {
    if (value instanceof Map<?, ?> m) {
      Map<String, Object> out = new TreeMap<>();
      m.forEach((k, v) -> out.put(String.valueOf(k), sortedKeys(v)));
      return out;
    }
    if (value instanceof Collection<?> c) {
      return c.stream().map(JsonWriter::sortedKeys).toList();
    }
    return value;
  }

  private static void write(StringBuilder sb, Object v, int indent, int depth) {
    if (v == null) {
      sb.append("null");
    } else if ((v instanceof Double || v instanceof Float)
        && Double.isFinite(((Number) v).doubleValue())) {
      sb.append(PythonFloat.repr(((Number) v).doubleValue()));
    } else if (v instanceof Boolean || v instanceof Number) {
      sb.append(v);
    } else if (v instanceof Map<?, ?> m) {
      writeMap(sb, m, indent, depth);
    } else if (v instanceof Collection<?> c) {
      writeList(sb, c, indent, depth);
    } else {
      quote(sb, String.valueOf(v));
    }
  }

  private static void writeMap(StringBuilder sb, Map<?, ?> m, int indent, int depth) {
    if (m.isEmpty()) {
      sb.append("{}");
      return;
    }
    sb.append('{');
    boolean first = true;
    for (Map.Entry<?, ?> e : m.entrySet()) {
      separator(sb, first, indent, depth + 1);
      first = false;
      quote(sb, String.valueOf(e.getKey()));
      sb.append(": ");
      write(sb, e.getValue(), indent, depth + 1);
    }
    close(sb, '}', indent, depth);
  }

  private static void writeList(StringBuilder sb, Collection<?> c, int indent, int depth) {
    if (c.isEmpty()) {
      sb.append("[]");
      return;
    }
    sb.append('[');
    boolean first = true;
    for (Object o : c) {
      separator(sb, first, indent, depth + 1);
      first = false;
      write(sb, o, indent, depth + 1);
    }
    close(sb, ']', indent, depth);
  }

  private static void separator(StringBuilder sb, boolean first, int indent, int depth) {
    if (!first) {
      sb.append(indent < 0 ? ", " : ",");
    }
    if (indent >= 0) {
      sb.append('\n').append(" ".repeat(indent * depth));
    }
  }

  private static void close(StringBuilder sb, char c, int indent, int depth) {
    if (indent >= 0) {
      sb.append('\n').append(" ".repeat(indent * depth));
    }
    sb.append(c);
  }

  private static void quote(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      switch (ch) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          if (ch < 0x20) {
            sb.append(String.format("\\u%04x", (int) ch));
          } else {
            sb.append(ch);
          }
        }
      }
    }
    sb.append('"');
  }
}
