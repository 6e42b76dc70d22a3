package dev.play.lookup;

import dev.play.error.Source;
import dev.play.expr.Expression;
import dev.play.expr.ExpressionException;
import dev.play.playbook.KvArgs;
import dev.play.vars.Layer;
import dev.play.vars.LayeredScope;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One term of the {@code sequence} lookup: the shortcut {@code [start-]end[/stride][:format]} or
 * {@code start= end= count= stride= format=}; numbers as Python's {@code int(x, 0)} reads them
 * ({@code 0x1f}, {@code 0o17}), the format as Python's {@code %} (one conversion).
 */
record SequenceSpec(long start, long end, long stride, String format) {
  private static final String NUM = "(0?x?[0-9a-f]+)";
  private static final Pattern SHORTCUT =
      Pattern.compile(
          "^(" + NUM + "-)?" + NUM + "(/" + NUM + ")?(:(.+))?$", Pattern.CASE_INSENSITIVE);
  private static final Pattern PYTHON_INT =
      Pattern.compile("[-+]?(0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|[1-9][0-9_]*|0+)");
  private static final Expression PERCENT = Expression.parse("format % number", Source.UNKNOWN);
  private static final long MAX_ITEMS = 1 << 24;

  static SequenceSpec parse(String term) {
    Map<String, String> kv = new LinkedHashMap<>();
    Matcher m = SHORTCUT.matcher(term);
    if (m.matches()) {
      putIfSet(kv, "start", m.group(2));
      kv.put("end", m.group(3));
      putIfSet(kv, "stride", m.group(5));
      putIfSet(kv, "format", m.group(7));
    } else {
      KvArgs.parse(term, false).forEach((k, v) -> kv.put(k, String.valueOf(v)));
    }
    return of(kv);
  }

  private static void putIfSet(Map<String, String> kv, String key, String value) {
    if (value != null) {
      kv.put(key, value);
    }
  }

  private static SequenceSpec of(Map<String, String> kv) {
    long start = kv.containsKey("start") ? integer("start", kv.remove("start")) : 1;
    Long end = kv.containsKey("end") ? integer("end", kv.remove("end")) : null;
    Long count = kv.containsKey("count") ? integer("count", kv.remove("count")) : null;
    long stride = kv.containsKey("stride") ? integer("stride", kv.remove("stride")) : 1;
    String format = kv.containsKey("format") ? kv.remove("format") : "%d";
    if (!kv.isEmpty()) {
      throw new LookupException(
          "unrecognized arguments to with_sequence: " + List.copyOf(kv.keySet()));
    }
    if (count == null && end == null) {
      throw new LookupException("must specify count or end in with_sequence");
    } else if (count != null && end != null) {
      throw new LookupException("can't specify both count and end in with_sequence");
    } else if (count != null) {
      return count == 0
          ? checked(0, 0, 0, format)
          : checked(start, start + count * stride - 1, stride, format);
    }
    return checked(start, end, stride, format);
  }

  private static SequenceSpec checked(long start, long end, long stride, String format) {
    if (stride > 0 && end < start) {
      throw new LookupException("to count backwards make stride negative");
    }
    if (stride < 0 && end > start) {
      throw new LookupException("to count forward don't make stride negative");
    }
    if (format.chars().filter(c -> c == '%').count() != 1) {
      throw new LookupException("bad formatting string: " + format);
    }
    if (stride != 0 && (end - start) / stride >= MAX_ITEMS) {
      throw new LookupException("with_sequence: more than " + MAX_ITEMS + " items");
    }
    return new SequenceSpec(start, end, stride, format);
  }

  /** Python's {@code int(text, 0)}. */
  private static long integer(String name, String text) {
    String t = text.strip();
    if (!PYTHON_INT.matcher(t).matches()) {
      throw new LookupException("can't parse " + name + "=" + text + " as integer");
    }
    boolean negative = t.startsWith("-");
    String digits = t.replaceFirst("^[-+]", "").replace("_", "");
    int radix =
        digits.length() > 1 && Character.isLetter(digits.charAt(1))
            ? switch (Character.toLowerCase(digits.charAt(1))) {
              case 'x' -> 16;
              case 'o' -> 8;
              default -> 2;
            }
            : 10;
    try {
      long v = Long.parseLong(radix == 10 ? digits : digits.substring(2), radix);
      return negative ? -v : v;
    } catch (NumberFormatException e) {
      throw new LookupException("can't parse " + name + "=" + text + " as integer");
    }
  }

  /** The formatted numbers; none for a stride of 0 ({@code count=0}). */
  List<Object> values() {
    List<Object> out = new ArrayList<>();
    if (stride == 0) {
      return out;
    }
    for (long i = start; stride > 0 ? i <= end : i >= end; i += stride) {
      out.add(format(i));
    }
    return out;
  }

  private String format(long i) {
    try {
      Layer values = new Layer("sequence", Map.of("format", format, "number", i), true);
      return String.valueOf(PERCENT.evaluate(new LayeredScope(List.of(values))));
    } catch (ExpressionException e) {
      throw new LookupException(
          "problem formatting " + i + " with '" + format + "': " + e.getMessage());
    }
  }
}
