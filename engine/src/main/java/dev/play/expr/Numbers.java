package dev.play.expr;

import java.math.BigInteger;

/** Number helpers: Integer/Long/Double values, Python-like arithmetic results. */
final class Numbers {
  private Numbers() {}

  /** True for Integer, Long, Double and other numbers, never for Boolean. */
  static boolean isNumber(Object v) {
    return v instanceof Number;
  }

  static boolean isIntegral(Object v) {
    return v instanceof Integer || v instanceof Long || v instanceof Short || v instanceof Byte
        || v instanceof BigInteger;
  }

  /** Integer when it fits, else Long. */
  static Object integer(long v) {
    return v == (int) v ? (Object) (int) v : (Object) v;
  }

  /** Parses a decimal integer literal; Integer, Long, or Double when beyond long. */
  static Object parseInteger(String digits) {
    try {
      return integer(Long.parseLong(digits));
    } catch (NumberFormatException e) {
      return Double.parseDouble(digits);
    }
  }

  static long toLong(Object v) {
    return ((Number) v).longValue();
  }

  static double toDouble(Object v) {
    return ((Number) v).doubleValue();
  }

  /** Numeric comparison of two numbers, exact for integers. */
  static int compare(Object a, Object b) {
    if (isIntegral(a) && isIntegral(b)) {
      return Long.compare(toLong(a), toLong(b));
    }
    return Double.compare(toDouble(a), toDouble(b));
  }

  static boolean equal(Object a, Object b) {
    if (isIntegral(a) && isIntegral(b)) {
      return toLong(a) == toLong(b);
    }
    return toDouble(a) == toDouble(b);
  }
}
