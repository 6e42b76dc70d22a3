package dev.play.expr;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Python's string formatting: {@code 'fmt' % values} and {@code 'fmt'.format(args)}. */
final class PyFormat {
  private static final Pattern PERCENT =
      Pattern.compile(
          "%(?:\\(([^)]*)\\))?([-+ 0#]*)(\\*|\\d+)?(?:\\.(\\d+))?([diouxXeEfFgGcrsa%])");
  private static final Pattern SPEC =
      Pattern.compile(
          "(?:(.)?([<>^=]))?([-+ ])?(#)?(0)?(\\d+)?(,)?(?:\\.(\\d+))?([bcdeEfFgGnosxX%])?");

  private PyFormat() {}

  /**
   * Jinja's {@code format} filter: {@code '%s=%s' | format(a, b)}, or with names {@code
   * format(k=v)}.
   */
  static Object formatFilter(Object value, List<Object> args) {
    Map<?, ?> named = (Map<?, ?>) args.get(1);
    return percent(
        ValueFormat.str(value), named.isEmpty() ? Tuple.of((List<?>) args.get(0)) : named);
  }

  /** {@code format % values}: a tuple gives one value per conversion, a mapping names them. */
  static String percent(String format, Object values) {
    List<?> args = values instanceof Tuple t ? t : java.util.Collections.singletonList(values);
    Object single = values instanceof Tuple ? null : values;
    StringBuilder out = new StringBuilder();
    Matcher m = PERCENT.matcher(format);
    int at = 0;
    int next = 0;
    while (m.find()) {
      out.append(format, at, m.start());
      at = m.end();
      char type = m.group(5).charAt(0);
      if (type == '%') {
        out.append('%');
        continue;
      }
      Object value;
      if (m.group(1) != null) {
        if (!(single instanceof Map<?, ?> map) || !map.containsKey(m.group(1))) {
          throw new ExpressionException("format requires a mapping with key '" + m.group(1) + "'");
        }
        value = map.get(m.group(1));
      } else {
        if (next >= args.size()) {
          throw new ExpressionException("not enough arguments for format string");
        }
        value = args.get(next++);
      }
      int width = m.group(3) == null || m.group(3).equals("*") ? 0 : Widths.number(m.group(3));
      int precision = m.group(4) == null ? -1 : Widths.precision(m.group(4));
      out.append(new NumberFormat(m.group(2), width, precision, type).apply(value));
    }
    if (format.indexOf('%', at) >= 0) {
      throw new ExpressionException("incomplete format");
    }
    if (values instanceof Tuple && next < args.size()) {
      throw new ExpressionException("not all arguments converted during string formatting");
    }
    return out.append(format.substring(at)).toString();
  }

  /**
   * {@code format.format(args, kwargs)}: {@code {}}, {@code {0}}, {@code {name}}, {@code {0[key]}},
   * {@code {:spec}}.
   */
  static String format(String format, List<Object> args, Map<String, Object> kwargs) {
    StringBuilder out = new StringBuilder();
    int auto = 0;
    for (int i = 0; i < format.length(); i++) {
      char c = format.charAt(i);
      if ((c == '{' || c == '}') && i + 1 < format.length() && format.charAt(i + 1) == c) {
        out.append(c);
        i++;
      } else if (c == '}') {
        throw new ExpressionException("Single '}' encountered in format string");
      } else if (c == '{') {
        int close = format.indexOf('}', i);
        if (close < 0) {
          throw new ExpressionException("Single '{' encountered in format string");
        }
        String field = format.substring(i + 1, close);
        int colon = field.indexOf(':');
        String ref = colon < 0 ? field : field.substring(0, colon);
        Object value = ref.isEmpty() ? positional(args, auto++) : lookup(ref, args, kwargs);
        out.append(spec(colon < 0 ? "" : field.substring(colon + 1), value));
        i = close;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  private static Object positional(List<Object> args, int i) {
    if (i >= args.size()) {
      throw new ExpressionException(
          "Replacement index " + i + " out of range for positional args tuple");
    }
    return args.get(i);
  }

  private static Object lookup(String ref, List<Object> args, Map<String, Object> kwargs) {
    String conversion = null;
    int bang = ref.indexOf('!');
    if (bang >= 0) {
      conversion = ref.substring(bang + 1);
      ref = ref.substring(0, bang);
    }
    Matcher m = Pattern.compile("^([^.\\[]*)(.*)$").matcher(ref);
    m.matches();
    String head = m.group(1);
    Object value;
    if (head.chars().allMatch(Character::isDigit) && !head.isEmpty()) {
      value = positional(args, Widths.number(head));
    } else if (kwargs.containsKey(head)) {
      value = kwargs.get(head);
    } else {
      throw new ExpressionException("KeyError: '" + head + "'");
    }
    value = access(value, m.group(2));
    return "r".equals(conversion) ? new Repr(ValueFormat.repr(value)) : value;
  }

  private static Object access(Object value, String path) {
    Matcher m = Pattern.compile("\\.(\\w+)|\\[([^]]*)]").matcher(path);
    while (m.find()) {
      String key = m.group(1) != null ? m.group(1) : m.group(2);
      if (value instanceof Map<?, ?> map && map.containsKey(key)) {
        value = map.get(key);
      } else if (value instanceof List<?> list
          && !key.isEmpty()
          && key.chars().allMatch(Character::isDigit)
          && Widths.number(key) < list.size()) {
        value = list.get(Widths.number(key));
      } else {
        throw new ExpressionException("no " + key + " in " + ValueFormat.repr(value));
      }
    }
    return value;
  }

  /** A value already converted with {@code !r}. */
  private record Repr(String text) {
    @Override
    public String toString() {
      return text;
    }
  }

  private static String spec(String spec, Object value) {
    Object v = value instanceof Repr r ? r.text() : value;
    Matcher m = SPEC.matcher(spec);
    if (!m.matches()) {
      throw new ExpressionException("Invalid format specifier '" + spec + "'");
    }
    char type =
        m.group(9) != null
            ? m.group(9).charAt(0)
            : Numbers.isNumber(v) && !(v instanceof Boolean)
                ? (Numbers.isIntegral(v) ? 'd' : 'g')
                : 's';
    boolean numeric = Numbers.isNumber(v) && !(v instanceof Boolean);
    if (m.group(9) == null && type == 'g' && m.group(8) == null) {
      return align(ValueFormat.str(v), m, numeric);
    }
    String flags =
        (m.group(3) == null ? "" : m.group(3))
            + (m.group(4) == null ? "" : "#")
            + (m.group(5) == null ? "" : "0");
    int precision = m.group(8) == null ? -1 : Widths.precision(m.group(8));
    String body =
        new NumberFormat(flags, m.group(5) == null ? 0 : width(m), precision, type).apply(v);
    return align(body, m, numeric);
  }

  private static int width(Matcher m) {
    return m.group(6) == null ? 0 : Widths.number(m.group(6));
  }

  private static String align(String body, Matcher m, boolean numeric) {
    int width = Widths.check(width(m));
    if (body.length() >= width || (m.group(5) != null && m.group(2) == null)) {
      return body;
    }
    String fill = m.group(1) == null ? " " : m.group(1);
    int total = width - body.length();
    String how = m.group(2) == null ? (numeric ? ">" : "<") : m.group(2);
    return switch (how) {
      case ">" -> fill.repeat(total) + body;
      case "^" -> fill.repeat(total / 2) + body + fill.repeat(total - total / 2);
      default -> body + fill.repeat(total);
    };
  }
}
