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
    return v instanceof Integer
        || v instanceof Long
        || v instanceof Short
        || v instanceof Byte
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

  /** {@code v} as a filter's or test's integer argument ({@code what} names it in the error). */
  static long integerArg(Object v, String what) {
    if (!isIntegral(v) || (v instanceof BigInteger b && b.bitLength() > 63)) {
      throw new ExpressionException(
          what + ": expected an integer, got " + Types.name(v) + " " + ValueFormat.repr(v));
    }
    return toLong(v);
  }

  /** As {@link #integerArg}, between {@code min} and {@code max}. */
  static int integerArg(Object v, String what, int min, int max) {
    long n = integerArg(v, what);
    if (n < min || n > max) {
      throw new ExpressionException(
          what + ": expected an integer from " + min + " to " + max + ", got " + n);
    }
    return (int) n;
  }

  static long toLong(Object v) {
    return ((Number) v).longValue();
  }

  static double toDouble(Object v) {
    return ((Number) v).doubleValue();
  }

  /** The integral {@code v} exactly (a YAML integer beyond a long is a BigInteger). */
  static BigInteger toBig(Object v) {
    return v instanceof BigInteger b ? b : BigInteger.valueOf(toLong(v));
  }

  /** Numeric comparison of two numbers, exact for integers. */
  static int compare(Object a, Object b) {
    if (isIntegral(a) && isIntegral(b)) {
      return a instanceof BigInteger || b instanceof BigInteger
          ? toBig(a).compareTo(toBig(b))
          : Long.compare(toLong(a), toLong(b));
    }
    return Double.compare(toDouble(a), toDouble(b));
  }

  static boolean equal(Object a, Object b) {
    if (isIntegral(a) && isIntegral(b)) {
      return compare(a, b) == 0;
    }
    return toDouble(a) == toDouble(b);
  }
}
