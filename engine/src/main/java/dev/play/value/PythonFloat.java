package dev.play.value;

import java.math.BigDecimal;

/**
 * Floats as Python prints them ({@code repr}, and so {@code json.dumps}), for templates and JSON
 * output. Pure.
 */
public final class PythonFloat {
  private PythonFloat() {}

  /** Python's float repr: shortest round-trip digits, exponent form below 1e-4 and from 1e16. */
  public static String repr(double d) {
    if (Double.isNaN(d)) {
      return "nan";
    } else if (Double.isInfinite(d)) {
      return d > 0 ? "inf" : "-inf";
    } else if (d == 0) {
      return (1 / d < 0) ? "-0.0" : "0.0";
    }
    BigDecimal bd = new BigDecimal(Double.toString(Math.abs(d))).stripTrailingZeros();
    String digits = bd.unscaledValue().toString();
    int exponent = digits.length() - bd.scale() - 1;
    String body = exponent < -4 || exponent >= 16 ? scientific(digits, exponent) : positional(bd);
    return d < 0 ? "-" + body : body;
  }

  private static String scientific(String digits, int exponent) {
    String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
    String exp = String.format("%02d", Math.abs(exponent));
    return mantissa + "e" + (exponent < 0 ? "-" : "+") + exp;
  }

  private static String positional(BigDecimal bd) {
    String plain = bd.toPlainString();
    return plain.contains(".") ? plain : plain + ".0";
  }
}
