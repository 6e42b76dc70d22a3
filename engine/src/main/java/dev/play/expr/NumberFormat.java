package dev.play.expr;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * One value formatted as Python's {@code %} and {@code format()} format it: a conversion type
 * ({@code s r d i f F e E g G x X o c}), flags, width and precision.
 */
record NumberFormat(String flags, int width, int precision, char type) {
  boolean left() {
    return flags.indexOf('-') >= 0 || flags.indexOf('<') >= 0;
  }

  String apply(Object value) {
    String body =
        switch (type) {
          case 's' -> truncate(ValueFormat.str(value));
          case 'r', 'a' -> truncate(ValueFormat.repr(value));
          case 'c' ->
              value instanceof String s
                  ? s
                  : Character.toString((int) Numbers.integerArg(value, "%c"));
          case 'd', 'i', 'u' -> signed(integer(value).toString(), integer(value).signum() < 0);
          case 'x', 'X', 'o', 'b' -> radix(integer(value));
          case 'f', 'F', 'e', 'E', 'g', 'G', '%' -> floating(number(value));
          default -> throw new ExpressionException("unsupported format character '" + type + "'");
        };
    return pad(body, Numbers.isNumber(value) && type != 's' && type != 'r');
  }

  private String truncate(String s) {
    return precision >= 0 && s.length() > precision ? s.substring(0, precision) : s;
  }

  private static BigInteger integer(Object v) {
    if (v instanceof Double || v instanceof Float) {
      return new BigDecimal(((Number) v).doubleValue()).toBigInteger();
    }
    if (!Numbers.isNumber(v)) {
      throw new ExpressionException("%d format: a real number is required, not " + Types.name(v));
    }
    return Numbers.toBig(v);
  }

  private static double number(Object v) {
    if (!Numbers.isNumber(v)) {
      throw new ExpressionException("must be real number, not " + Types.name(v));
    }
    return Numbers.toDouble(v);
  }

  private String radix(BigInteger n) {
    int base =
        switch (Character.toLowerCase(type)) {
          case 'x' -> 16;
          case 'o' -> 8;
          default -> 2;
        };
    String digits = n.abs().toString(base);
    if (flags.indexOf('#') >= 0) {
      digits = "0" + (base == 16 ? "x" : base == 8 ? "o" : "b") + digits;
    }
    digits = type == 'X' ? digits.toUpperCase(Locale.ROOT) : digits;
    return signed(digits, n.signum() < 0);
  }

  private String floating(double d) {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      return signed(ValueFormat.pythonFloat(Math.abs(d)), d < 0);
    }
    int p = precision < 0 ? 6 : precision;
    double abs = Math.abs(d);
    String body =
        switch (type) {
          case 'f', 'F' -> fixed(abs, p);
          case '%' -> fixed(abs * 100, p) + "%";
          case 'e', 'E' -> scientific(abs, p);
          default -> general(abs, p == 0 ? 1 : p);
        };
    body = Character.isUpperCase(type) ? body.toUpperCase(Locale.ROOT) : body;
    return signed(body, d < 0 || (d == 0 && 1 / d < 0));
  }

  private static String fixed(double d, int p) {
    return new BigDecimal(d).setScale(p, RoundingMode.HALF_EVEN).toPlainString();
  }

  private static String scientific(double d, int p) {
    if (d == 0) {
      return fixed(0, p) + "e+00";
    }
    BigDecimal bd =
        new BigDecimal(d).round(new java.math.MathContext(p + 1, RoundingMode.HALF_EVEN));
    int exponent = bd.precision() - bd.scale() - 1;
    BigDecimal mantissa = bd.movePointLeft(exponent).setScale(p, RoundingMode.HALF_EVEN);
    return mantissa.toPlainString()
        + "e"
        + (exponent < 0 ? "-" : "+")
        + String.format("%02d", Math.abs(exponent));
  }

  private String general(double d, int p) {
    if (d == 0) {
      return flags.indexOf('#') >= 0 ? fixed(0, p - 1) : "0";
    }
    BigDecimal bd = new BigDecimal(d).round(new java.math.MathContext(p, RoundingMode.HALF_EVEN));
    int exponent = bd.precision() - bd.scale() - 1;
    String body =
        exponent >= -4 && exponent < p ? fixed(d, p - 1 - exponent) : scientific(d, p - 1);
    return flags.indexOf('#') >= 0 ? body : stripZeros(body);
  }

  private static String stripZeros(String body) {
    int e = body.indexOf('e');
    String mantissa = e < 0 ? body : body.substring(0, e);
    if (mantissa.contains(".")) {
      mantissa = mantissa.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
    return e < 0 ? mantissa : mantissa + body.substring(e);
  }

  private String signed(String digits, boolean negative) {
    String sign =
        negative ? "-" : flags.indexOf('+') >= 0 ? "+" : flags.indexOf(' ') >= 0 ? " " : "";
    return sign + digits;
  }

  private String pad(String body, boolean numeric) {
    if (body.length() >= width) {
      return body;
    }
    Widths.check(width);
    String fill = " ".repeat(width - body.length());
    if (left()) {
      return body + fill;
    }
    if (numeric && flags.indexOf('0') >= 0) {
      int signLength = !body.isEmpty() && "+- ".indexOf(body.charAt(0)) >= 0 ? 1 : 0;
      return body.substring(0, signLength)
          + "0".repeat(width - body.length())
          + body.substring(signLength);
    }
    if (flags.indexOf('^') >= 0) {
      int total = width - body.length();
      return " ".repeat(total / 2) + body + " ".repeat(total - total / 2);
    }
    return fill + body;
  }
}
