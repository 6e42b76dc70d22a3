package dev.play.expr;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/** The semantics of binary operators, Python-like. */
final class Operators {
  /** The longest string {@code *} makes (16 Mi characters): more is a mistake, not a template. */
  static final int MAX_REPEATED = 1 << 24;

  private Operators() {}

  static Object arithmetic(String op, Object a, Object b) {
    if (op.equals("~")) {
      return ValueFormat.str(a) + ValueFormat.str(b);
    }
    if (Numbers.isNumber(a) && Numbers.isNumber(b)) {
      return NumberMath.apply(op, a, b);
    }
    if (op.equals("+") && a instanceof String x && b instanceof String y) {
      return x + y;
    }
    if (op.equals("+") && a instanceof List<?> x && b instanceof List<?> y) {
      List<Object> out = new ArrayList<>(x);
      out.addAll(y);
      return Collections.unmodifiableList(out);
    }
    if (op.equals("*") && a instanceof String s && Numbers.isIntegral(b)) {
      return repeat(s, b);
    }
    if (op.equals("%") && a instanceof String format) {
      return PyFormat.percent(format, b);
    }
    throw new ExpressionException(
        "unsupported operand types for " + op + ": " + Types.name(a) + " and " + Types.name(b));
  }

  /** Python's {@code text * n}, up to {@link #MAX_REPEATED} characters. */
  private static String repeat(String text, Object times) {
    BigInteger n = Numbers.toBig(times);
    if (text.isEmpty() || n.signum() <= 0) {
      return "";
    }
    if (n.compareTo(BigInteger.valueOf(MAX_REPEATED / text.length())) > 0) {
      throw new ExpressionException(
          "a string of "
              + text.length()
              + " characters repeated "
              + times
              + " times would be longer than "
              + MAX_REPEATED
              + " characters");
    }
    return text.repeat(n.intValueExact());
  }

  static boolean compare(String op, Object a, Object b) {
    return switch (op) {
      case "==" -> Equality.equal(a, b);
      case "!=" -> !Equality.equal(a, b);
      case "in" -> contains(b, a);
      case "not in" -> !contains(b, a);
      default -> ordered(op, order(op, a, b));
    };
  }

  private static boolean ordered(String op, int c) {
    return switch (op) {
      case "<" -> c < 0;
      case "<=" -> c <= 0;
      case ">" -> c > 0;
      default -> c >= 0;
    };
  }

  private static int order(String op, Object a, Object b) {
    if (Numbers.isNumber(a) && Numbers.isNumber(b)) {
      return Numbers.compare(a, b);
    }
    if (a instanceof String x && b instanceof String y) {
      return x.compareTo(y);
    }
    throw new ExpressionException(
        "cannot compare "
            + Types.name(a)
            + " "
            + ValueFormat.repr(a)
            + " with "
            + Types.name(b)
            + " "
            + ValueFormat.repr(b)
            + " using '"
            + op
            + "'");
  }

  /** Python's {@code item in container}. */
  static boolean contains(Object container, Object item) {
    if (container instanceof String s) {
      if (item instanceof String sub) {
        return s.contains(sub);
      }
      throw new ExpressionException(
          "'in <string>' needs a string on the left, got " + Types.name(item));
    }
    if (container instanceof List<?> list) {
      return list.stream().anyMatch(e -> Equality.equal(e, item));
    }
    if (container instanceof Map<?, ?> map) {
      return map.keySet().stream().anyMatch(k -> Equality.equal(k, item));
    }
    throw new ExpressionException(
        "'in' needs a string, list or mapping on the right, got " + Types.name(container));
  }
}
