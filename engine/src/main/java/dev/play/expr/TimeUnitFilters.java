package dev.play.expr;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * community.general's {@code to_time_unit(unit, year=365, month=30)} and its forms {@code
 * to_milliseconds}, {@code to_seconds}, {@code to_minutes}, {@code to_hours}, {@code to_days},
 * {@code to_weeks}, {@code to_months}, {@code to_years}: a duration written as {@code '3h -5m 6s'}
 * in the unit, a float rounded to 12 digits ({@code '0'} is the int 0).
 */
final class TimeUnitFilters {
  /**
   * Milliseconds per unit, as the factors community.general multiplies ({@code y} and {@code mo} in
   * days).
   */
  private static final Map<String, List<Integer>> FACTORS =
      Map.of(
          "ms",
          List.of(),
          "s",
          List.of(1000),
          "m",
          List.of(1000, 60),
          "h",
          List.of(1000, 60, 60),
          "d",
          List.of(1000, 60, 60, 24),
          "w",
          List.of(1000, 60, 60, 24, 7),
          "mo",
          List.of(1000, 60, 60, 24, 30),
          "y",
          List.of(1000, 60, 60, 24, 365));

  private static final Map<String, String> SHORT =
      Map.ofEntries(
          Map.entry("millisecond", "ms"),
          Map.entry("msec", "ms"),
          Map.entry("msecond", "ms"),
          Map.entry("sec", "s"),
          Map.entry("second", "s"),
          Map.entry("hour", "h"),
          Map.entry("min", "m"),
          Map.entry("minute", "m"),
          Map.entry("day", "d"),
          Map.entry("week", "w"),
          Map.entry("month", "mo"),
          Map.entry("year", "y"));
  private static final Pattern PART =
      Pattern.compile("(-?\\d+)(\\w+)", Pattern.UNICODE_CHARACTER_CLASS);

  private TimeUnitFilters() {}

  /** {@code to_time_unit(unit='ms', year=None, month=None)}. */
  static Object toTimeUnit(Object v, List<Object> args) {
    return convert(v, ValueFormat.str(args.get(0)), args.get(1), args.get(2));
  }

  /** One of the fixed-unit forms: {@code args} are {@code year} and {@code month}. */
  static Filter.Fn in(String unit) {
    return (v, args) -> convert(v, unit, args.get(0), args.get(1));
  }

  private static Object convert(Object v, String wanted, Object year, Object month) {
    String text = ValueFormat.str(v);
    if (text.equals("0")) {
      return 0;
    }
    String unit = shortForm(wanted);
    if (!FACTORS.containsKey(unit)) {
      throw new ExpressionException(
          "to_time_unit() can not convert to the following unit: "
              + unit
              + ". Available units (singular or plural): millisecond, msec, msecond, sec, second, hour, min, minute,"
              + " day, week, month, year. Available short units: ms, s, m, h, d, w, mo, y");
    }
    BigDecimal ms = BigDecimal.ZERO;
    for (String part : text.isBlank() ? new String[0] : text.strip().split("\\s+")) {
      Matcher m = PART.matcher(part);
      String partUnit = m.lookingAt() ? shortForm(m.group(2)) : null;
      if (partUnit == null || !FACTORS.containsKey(partUnit)) {
        throw new ExpressionException("to_time_unit() can not interpret following string: " + text);
      }
      ms = ms.add(new BigDecimal(m.group(1)).multiply(factor(partUnit, year, month)));
    }
    double value = ms.divide(factor(unit, year, month), MathContext.DECIMAL128).doubleValue();
    return BigDecimal.valueOf(value).setScale(12, RoundingMode.HALF_EVEN).doubleValue();
  }

  /** Python's {@code SHORT.get(unit.rstrip('s'), unit)}. */
  private static String shortForm(String unit) {
    String stripped = unit.replaceFirst("s+$", "");
    return SHORT.getOrDefault(stripped, unit);
  }

  /** Milliseconds in one {@code unit}, with {@code year} and {@code month} days when given. */
  private static BigDecimal factor(String unit, Object year, Object month) {
    List<Integer> factors = FACTORS.get(unit);
    BigDecimal out = BigDecimal.ONE;
    for (int i = 0; i < factors.size(); i++) {
      Object days =
          i == factors.size() - 1
              ? unit.equals("y") ? year : unit.equals("mo") ? month : null
              : null;
      out = out.multiply(days != null ? number(days) : BigDecimal.valueOf(factors.get(i)));
    }
    return out;
  }

  private static BigDecimal number(Object v) {
    if (!(v instanceof Number n) || v instanceof Boolean) {
      throw new ExpressionException("year and month must be numbers, got " + ValueFormat.repr(v));
    }
    return new BigDecimal(n.toString());
  }
}
