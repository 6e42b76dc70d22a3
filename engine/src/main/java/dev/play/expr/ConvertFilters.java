package dev.play.expr;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * {@code int}, {@code float}, {@code bool}, {@code string}: conversions as Jinja and Ansible do
 * them.
 */
final class ConvertFilters {
  private static final Pattern DECIMAL =
      Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
  private static final List<String> TRUE_WORDS = List.of("yes", "on", "1", "true");

  private ConvertFilters() {}

  /** Jinja's {@code int(default=0, base=10)}: "0644" is 644, "1.9" is 1, junk is the default. */
  static Object toInt(Object v, List<Object> args) {
    Object fallback = args.get(0);
    int base = Numbers.integerArg(args.get(1), "int: base", 2, 36);
    if (v instanceof Boolean b) {
      return b ? 1 : 0;
    } else if (Numbers.isIntegral(v)) {
      return v;
    } else if (v instanceof Number n) {
      return Numbers.integer((long) n.doubleValue());
    } else if (v instanceof String s) {
      return parseInt(s.strip(), base, fallback);
    }
    return fallback;
  }

  private static Object parseInt(String s, int base, Object fallback) {
    String digits = stripPrefix(s.replace("_", ""), base);
    try {
      return Numbers.integer(Long.parseLong(digits, base));
    } catch (NumberFormatException e) {
      return base == 10 && DECIMAL.matcher(s).matches()
          ? Numbers.integer((long) Double.parseDouble(s))
          : fallback;
    }
  }

  private static String stripPrefix(String s, int base) {
    String sign = s.startsWith("-") || s.startsWith("+") ? s.substring(0, 1) : "";
    String rest = s.substring(sign.length()).toLowerCase(Locale.ROOT);
    String prefix =
        switch (base) {
          case 16 -> "0x";
          case 8 -> "0o";
          case 2 -> "0b";
          default -> "";
        };
    return !prefix.isEmpty() && rest.startsWith(prefix) ? sign + rest.substring(2) : s;
  }

  /** Jinja's {@code float(default=0.0)}. */
  static Object toFloat(Object v, List<Object> args) {
    if (v instanceof Boolean b) {
      return b ? 1.0 : 0.0;
    } else if (v instanceof Number n) {
      return n.doubleValue();
    } else if (v instanceof String s && DECIMAL.matcher(s.strip()).matches()) {
      return Double.parseDouble(s.strip());
    } else if (v instanceof String s
        && List.of("inf", "-inf", "nan").contains(s.strip().toLowerCase(Locale.ROOT))) {
      return Double.parseDouble(
          s.strip().toLowerCase(Locale.ROOT).replace("inf", "Infinity").replace("nan", "NaN"));
    }
    return args.get(0);
  }

  /**
   * Ansible's {@code bool}: None and booleans as they are; 'yes', 'on', '1', 'true' (any case) and
   * the number 1 are true; anything else is false.
   */
  static Object toBool(Object v, List<Object> args) {
    if (v == null || v instanceof Boolean) {
      return v;
    } else if (v instanceof String s) {
      return TRUE_WORDS.contains(s.toLowerCase(Locale.ROOT));
    }
    return Numbers.isNumber(v) && Numbers.equal(v, 1);
  }

  static Object toStr(Object v, List<Object> args) {
    return ValueFormat.str(v);
  }
}
