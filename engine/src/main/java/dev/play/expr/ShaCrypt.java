package dev.play.expr;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * SHA-256 and SHA-512 crypt ({@code $5$} and {@code $6$}), written from Ulrich Drepper's
 * specification ("Unix crypt using SHA-256 and SHA-512"); the JDK has no {@code crypt(3)}.
 * Verifiable with {@code openssl passwd -5|-6 -salt S}.
 */
final class ShaCrypt {
  static final String ALPHABET = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  static final int DEFAULT_ROUNDS = 5000;
  private static final int MIN_ROUNDS = 1000;
  private static final int MAX_ROUNDS = 999_999_999;

  /** The two variants: digest, identifier, and how the result's bytes are ordered for printing. */
  enum Variant {
    SHA256("SHA-256", "5", 21, 10, 30),
    SHA512("SHA-512", "6", 22, 21, 63);

    final String digest;
    final String id;
    final int step;
    final int spread;
    final int modulus;

    Variant(String digest, String id, int step, int spread, int modulus) {
      this.digest = digest;
      this.id = id;
      this.step = step;
      this.spread = spread;
      this.modulus = modulus;
    }
  }

  private ShaCrypt() {}

  /**
   * {@code $id$[rounds=N$]salt$hash}; the salt is cut to 16 characters, and the rounds are written
   * only when given (then kept between 1,000 and 999,999,999).
   */
  static String crypt(Variant variant, String password, String salt, Integer rounds) {
    byte[] p = password.getBytes(StandardCharsets.UTF_8);
    byte[] s = salt.substring(0, Math.min(16, salt.length())).getBytes(StandardCharsets.UTF_8);
    int n = rounds == null ? DEFAULT_ROUNDS : Math.max(MIN_ROUNDS, Math.min(MAX_ROUNDS, rounds));
    byte[] c = rounds(variant, p, s, n);
    return "$"
        + variant.id
        + "$"
        + (rounds == null ? "" : "rounds=" + n + "$")
        + new String(s, StandardCharsets.UTF_8)
        + "$"
        + encode(variant, c);
  }

  private static byte[] rounds(Variant variant, byte[] p, byte[] s, int n) {
    byte[] b = digest(variant, p, s, p);
    ByteArrayOutputStream a = bytes(p, s, repeated(b, p.length));
    for (int len = p.length; len > 0; len >>= 1) {
      a.writeBytes((len & 1) != 0 ? b : p);
    }
    byte[] c = digest(variant, a.toByteArray());
    byte[] pBytes = repeated(digest(variant, repeated(p, p.length * p.length)), p.length);
    byte[] sBytes =
        repeated(digest(variant, repeated(s, s.length * (16 + (c[0] & 0xff)))), s.length);
    for (int i = 0; i < n; i++) {
      ByteArrayOutputStream round = new ByteArrayOutputStream();
      round.writeBytes((i & 1) != 0 ? pBytes : c);
      round.writeBytes(i % 3 != 0 ? sBytes : new byte[0]);
      round.writeBytes(i % 7 != 0 ? pBytes : new byte[0]);
      round.writeBytes((i & 1) != 0 ? c : pBytes);
      c = digest(variant, round.toByteArray());
    }
    return c;
  }

  private static String encode(Variant variant, byte[] c) {
    StringBuilder out = new StringBuilder();
    int groups = variant.modulus / 3;
    for (int g = 0, a = 0; g < groups; g++, a = (a + variant.step) % variant.modulus) {
      int b1 = (a + variant.spread) % variant.modulus;
      int b0 = (a + 2 * variant.spread) % variant.modulus;
      append24(out, c[a], c[b1], c[b0], 4);
    }
    int last = c.length - 1;
    return variant == Variant.SHA512
        ? append24(out, (byte) 0, (byte) 0, c[last], 2).toString()
        : append24(out, (byte) 0, c[last], c[last - 1], 3).toString();
  }

  /**
   * crypt's base64: the 24 bits of three bytes, 6 at a time from the lowest, as {@code n}
   * characters.
   */
  static StringBuilder append24(StringBuilder out, byte b2, byte b1, byte b0, int n) {
    int w = ((b2 & 0xff) << 16) | ((b1 & 0xff) << 8) | (b0 & 0xff);
    for (int i = 0; i < n; i++, w >>>= 6) {
      out.append(ALPHABET.charAt(w & 0x3f));
    }
    return out;
  }

  /** {@code source} repeated and cut to {@code length} bytes. */
  static byte[] repeated(byte[] source, int length) {
    byte[] out = new byte[length];
    for (int i = 0; i < length; i++) {
      out[i] = source[i % source.length];
    }
    return out;
  }

  private static ByteArrayOutputStream bytes(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] part : parts) {
      out.writeBytes(part);
    }
    return out;
  }

  private static byte[] digest(Variant variant, byte[]... parts) {
    return HashFilters.digest(variant.digest, parts);
  }
}
