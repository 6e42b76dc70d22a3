package dev.play.output;

import java.util.Collection;
import java.util.Map;

/** Renders YAML-like values as JSON, compact or indented by four spaces as Ansible prints. */
public final class Json {
  private Json() {}

  public static String compact(Object value) {
    StringBuilder sb = new StringBuilder();
    write(sb, value, -1, 0);
    return sb.toString();
  }

  public static String pretty(Object value) {
    StringBuilder sb = new StringBuilder();
    write(sb, value, 4, 0);
    return sb.toString();
  }

  private static void write(StringBuilder sb, Object v, int indent, int depth) {
    if (v == null) {
      sb.append("null");
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
