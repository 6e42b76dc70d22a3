package dev.play.expr;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Python's {@code random.Random(seed)}: the Mersenne Twister seeded as CPython seeds it (an int by
 * its bits, a str by its bytes and their SHA-512, a float by its hash), so that a seeded {@code
 * random} or {@code shuffle} picks what Ansible picks.
 */
final class PyRandom {
  private static final int N = 624;
  private static final int M = 397;
  private static final BigInteger HASH_MODULUS =
      BigInteger.ONE.shiftLeft(61).subtract(BigInteger.ONE);

  private final int[] mt = new int[N];
  private int index = N;

  PyRandom(Object seed) {
    initByArray(words(seedInteger(seed)));
  }

  /** A non-negative integer below {@code n} (n > 0), as {@code Random._randbelow}. */
  long below(long n) {
    int k = 64 - Long.numberOfLeadingZeros(n);
    long r = bits(k);
    while (r >= n) {
      r = bits(k);
    }
    return r;
  }

  /** {@code getrandbits(k)} for k up to 63: 32-bit words, lowest first. */
  private long bits(int k) {
    long out = 0;
    for (int shift = 0; k > 0; shift += 32, k -= 32) {
      long word = next() & 0xffffffffL;
      out |= (k < 32 ? word >>> (32 - k) : word) << shift;
    }
    return out;
  }

  private static BigInteger seedInteger(Object seed) {
    if (seed instanceof Boolean b) {
      return b ? BigInteger.ONE : BigInteger.ZERO;
    } else if (Numbers.isIntegral(seed)) {
      return Numbers.toBig(seed).abs();
    } else if (seed instanceof Double || seed instanceof Float) {
      return floatHash(((Number) seed).doubleValue()).abs();
    }
    byte[] text = ValueFormat.str(seed).getBytes(StandardCharsets.UTF_8);
    byte[] digest = HashFilters.digest("SHA-512", text);
    byte[] all = new byte[text.length + digest.length];
    System.arraycopy(text, 0, all, 0, text.length);
    System.arraycopy(digest, 0, all, text.length, digest.length);
    return new BigInteger(1, all);
  }

  /** Python's {@code hash(float)}: the value as a fraction, modulo 2**61 - 1. */
  private static BigInteger floatHash(double d) {
    if (Double.isNaN(d) || Double.isInfinite(d)) {
      throw new ExpressionException("cannot seed with " + ValueFormat.pythonFloat(d));
    }
    BigDecimal exact = new BigDecimal(d);
    BigInteger numerator = exact.unscaledValue().abs();
    BigInteger denominator = BigInteger.ONE;
    if (exact.scale() > 0) {
      denominator = BigInteger.TEN.pow(exact.scale());
    } else {
      numerator = numerator.multiply(BigInteger.TEN.pow(-exact.scale()));
    }
    BigInteger h =
        numerator
            .mod(HASH_MODULUS)
            .multiply(denominator.modInverse(HASH_MODULUS))
            .mod(HASH_MODULUS);
    h = d < 0 ? h.negate() : h;
    return h.equals(BigInteger.ONE.negate()) ? BigInteger.TWO.negate() : h;
  }

  /** The integer as 32-bit words, lowest first (at least one). */
  private static int[] words(BigInteger n) {
    int count = Math.max(1, (n.bitLength() + 31) / 32);
    int[] key = new int[count];
    for (int i = 0; i < count; i++) {
      key[i] = n.shiftRight(32 * i).intValue();
    }
    return key;
  }

  private void initGenrand(int s) {
    mt[0] = s;
    for (int i = 1; i < N; i++) {
      mt[i] = 1812433253 * (mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
    }
  }

  private void initByArray(int[] key) {
    initGenrand(19650218);
    int i = 1;
    int j = 0;
    for (int k = Math.max(N, key.length); k > 0; k--) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
      if (j >= key.length) {
        j = 0;
      }
    }
    for (int k = N - 1; k > 0; k--) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  private int next() {
    if (index >= N) {
      twist();
    }
    int y = mt[index++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    return y ^ (y >>> 18);
  }

  private void twist() {
    for (int k = 0; k < N; k++) {
      int y = (mt[k] & 0x80000000) | (mt[(k + 1) % N] & 0x7fffffff);
      mt[k] = mt[(k + M) % N] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
    }
    index = 0;
  }
}
