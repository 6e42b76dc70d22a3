package dev.play.cli.inventory;

import dev.play.expr.ValueFormat;

/**
 * A float that prints as Python prints it ({@code 1.5e-07}, {@code 1e+20}, where Java prints {@code
 * 1.5E-7} and {@code 1.0E20}): what {@code json.dumps} ({@link #toString}) and PyYAML ({@link
 * #yaml}) write for a float.
 */
final class PythonFloat extends Number {
  private static final long serialVersionUID = 1L;
  private final double value;

  PythonFloat(double value) {
    this.value = value;
  }

  /**
   * What {@code json.dumps} writes: Python's {@code repr}, or {@code NaN}, {@code Infinity}, {@code
   * -Infinity}.
   */
  @Override
  public String toString() {
    if (Double.isNaN(value)) {
      return "NaN";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? "Infinity" : "-Infinity";
    }
    return ValueFormat.repr(value);
  }

  /**
   * What PyYAML writes: the repr, with {@code .0} before an exponent that has no point; {@code
   * .nan}, {@code .inf}.
   */
  String yaml() {
    if (Double.isNaN(value)) {
      return ".nan";
    }
    if (Double.isInfinite(value)) {
      return value > 0 ? ".inf" : "-.inf";
    }
    String repr = toString();
    return repr.contains(".") || !repr.contains("e") ? repr : repr.replaceFirst("e", ".0e");
  }

  @Override
  public int intValue() {
    return (int) value;
  }

  @Override
  public long longValue() {
    return (long) value;
  }

  @Override
  public float floatValue() {
    return (float) value;
  }

  @Override
  public double doubleValue() {
    return value;
  }
}
