package dev.play.expr;

/**
 * The widest padding a format or {@code center}/{@code zfill} may ask for: {@link
 * Operators#MAX_REPEATED}.
 */
final class Widths {
  static final int MAX_PRECISION = 1000;

  private Widths() {}

  /** Digits written in a format (a width, a precision, a field number), within the limit. */
  static int number(String digits) {
    return check(digits.length() > 9 ? Long.MAX_VALUE : Long.parseLong(digits));
  }

  /** Digits of a precision ({@code %.3f}): at most {@link #MAX_PRECISION}. */
  static int precision(String digits) {
    int p = number(digits);
    if (p > MAX_PRECISION) {
      throw new ExpressionException(
          "a precision of " + p + " digits is more than " + MAX_PRECISION);
    }
    return p;
  }

  /** {@code width}, when it is not wider than the limit. */
  static int check(long width) {
    if (width > Operators.MAX_REPEATED) {
      throw new ExpressionException(
          "a width of " + width + " characters is more than " + Operators.MAX_REPEATED);
    }
    return (int) width;
  }
}
