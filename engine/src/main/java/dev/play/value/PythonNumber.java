package dev.play.value;

import java.math.BigInteger;
import java.util.Optional;
import java.util.regex.Pattern;

/** Python numeric literals (ints in any base, floats) and Python's {@code str()} of scalars. */
final class PythonNumber {
  private static final Pattern DECIMAL = Pattern.compile("[1-9](_?[0-9])*|0(_?0)*");
  private static final Pattern BASED =
      Pattern.compile("0([xX](_?[0-9a-fA-F])+|[oO](_?[0-7])+|[bB](_?[01])+)");
  private static final String DIGITS = "[0-9](_?[0-9])*";
  private static final String EXPONENT = "[eE][+-]?" + DIGITS;
  private static final Pattern FLOAT =
      Pattern.compile(
          "((" + DIGITS + ")?\\." + DIGITS + "|" + DIGITS + "\\.)(" + EXPONENT + ")?|" + DIGITS
              + EXPONENT);

  private PythonNumber() {}

  /** The number {@code token} spells in Python, or empty (for example {@code 01}, {@code 1j}). */
  static Optional<Object> parse(String token) {
    if (DECIMAL.matcher(token).matches()) {
      return Optional.of(narrow(new BigInteger(token.replace("_", ""))));
    }
    if (BASED.matcher(token).matches()) {
      int radix =
          switch (Character.toLowerCase(token.charAt(1))) {
            case 'x' -> 16;
            case 'o' -> 8;
            default -> 2;
          };
      return Optional.of(narrow(new BigInteger(token.substring(2).replace("_", ""), radix)));
    }
    if (FLOAT.matcher(token).matches()) {
      return Optional.of(Double.parseDouble(token.replace("_", "")));
    }
    return Optional.empty();
  }

  /** Integer when it fits, else Long, else the BigInteger. */
  static Object narrow(BigInteger b) {
    if (b.bitLength() < 32) {
      return b.intValue();
    }
    return b.bitLength() < 64 ? (Object) b.longValue() : b;
  }
}
