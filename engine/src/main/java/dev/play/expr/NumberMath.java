package dev.play.expr;

/** {@code + - * / // % **} on numbers: exact on integers (falling back to float on overflow). */
final class NumberMath {
  private NumberMath() {}

  static Object apply(String op, Object a, Object b) {
    if (op.equals("/")) {
      return Numbers.toDouble(a) / nonZero(Numbers.toDouble(b));
    }
    if (Numbers.isIntegral(a) && Numbers.isIntegral(b)) {
      try {
        return Numbers.integer(integers(op, Numbers.toLong(a), Numbers.toLong(b)));
      } catch (ArithmeticException overflow) {
        if (overflow.getMessage() != null && overflow.getMessage().contains("zero")) {
          throw new ExpressionException("division by zero");
        }
      }
    }
    return floats(op, Numbers.toDouble(a), Numbers.toDouble(b));
  }

  private static long integers(String op, long x, long y) {
    return switch (op) {
      case "+" -> Math.addExact(x, y);
      case "-" -> Math.subtractExact(x, y);
      case "*" -> Math.multiplyExact(x, y);
      case "//" -> Math.floorDiv(x, y);
      case "%" -> Math.floorMod(x, y);
      case "**" -> power(x, y);
      default -> throw new IllegalArgumentException(op);
    };
  }

  /** {@code x ** y} for a non-negative {@code y}; a negative one or an overflow goes to floats. */
  private static long power(long x, long y) {
    if (y < 0) {
      throw new ArithmeticException("negative exponent");
    }
    long result = 1;
    long base = x;
    for (long e = y; e > 0; e >>= 1) {
      if ((e & 1) == 1) {
        result = Math.multiplyExact(result, base);
      }
      if (e > 1) {
        base = Math.multiplyExact(base, base);
      }
    }
    return result;
  }

  private static double floats(String op, double x, double y) {
    return switch (op) {
      case "+" -> x + y;
      case "-" -> x - y;
      case "*" -> x * y;
      case "//" -> Math.floor(x / nonZero(y));
      case "%" -> x - nonZero(y) * Math.floor(x / y);
      case "**" -> Math.pow(x, y);
      default -> throw new IllegalArgumentException(op);
    };
  }

  private static double nonZero(double y) {
    if (y == 0) {
      throw new ExpressionException("division by zero");
    }
    return y;
  }
}
