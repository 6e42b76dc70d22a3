package dev.play.expr;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.List;

/** {@code round} (Jinja's) and Ansible's {@code log}, {@code pow} and {@code root}. */
final class NumberFilters {
  private NumberFilters() {}

  /**
   * {@code round(precision=0, method='common')}: Python's {@code round} (half to even, on the exact
   * binary value) or ceil/floor; an integer stays an integer with 'common'.
   */
  static Object round(Object v, List<Object> args) {
    int precision = Numbers.integerArg(args.get(0), "round: precision", -308, 308);
    String method = ValueFormat.str(args.get(1));
    if (!List.of("common", "ceil", "floor").contains(method)) {
      throw new ExpressionException(
          "method must be common, ceil or floor, got " + ValueFormat.repr(args.get(1)));
    } else if (!Numbers.isNumber(v) || v instanceof Boolean) {
      throw ListFilters.expected("a number", v);
    } else if (method.equals("common")) {
      return common(v, precision);
    }
    double scale = Math.pow(10, precision);
    double scaled = Numbers.toDouble(v) * scale;
    return (method.equals("ceil") ? Math.ceil(scaled) : Math.floor(scaled)) / scale;
  }

  private static Object common(Object v, int precision) {
    if (Numbers.isIntegral(v)) {
      BigInteger rounded =
          new BigDecimal(Numbers.toBig(v))
              .setScale(precision, RoundingMode.HALF_EVEN)
              .toBigInteger();
      return rounded.bitLength() < 64 ? Numbers.integer(rounded.longValue()) : rounded;
    }
    double d = Numbers.toDouble(v);
    return Double.isFinite(d)
        ? new BigDecimal(d).setScale(precision, RoundingMode.HALF_EVEN).doubleValue()
        : d;
  }

  /** {@code log(base=e)}. */
  static Object log(Object v, List<Object> args) {
    double x = number(v, "log");
    return args.get(0) == null
        ? Math.log(x)
        : Numbers.equal(args.get(0), 10)
            ? Math.log10(x)
            : Math.log(x) / Math.log(number(args.get(0), "log: base"));
  }

  /** {@code pow(y)}: a float, as Python's {@code math.pow}. */
  static Object pow(Object v, List<Object> args) {
    return Math.pow(number(v, "pow"), number(args.get(0), "pow: exponent"));
  }

  /** {@code root(base=2)}: the square root, or the base-th root. */
  static Object root(Object v, List<Object> args) {
    double x = number(v, "root");
    double base = number(args.get(0), "root: base");
    if (x < 0) {
      throw new ExpressionException("math domain error: root of " + ValueFormat.repr(v));
    }
    return base == 2 ? Math.sqrt(x) : Math.pow(x, 1.0 / base);
  }

  private static double number(Object v, String what) {
    if (!Numbers.isNumber(v)) {
      throw new ExpressionException(
          what + ": expected a number, got " + Types.name(v) + " " + ValueFormat.repr(v));
    }
    return Numbers.toDouble(v);
  }
}
