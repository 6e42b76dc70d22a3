package dev.play.expr;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * MD5 crypt ({@code $1$}, Poul-Henning Kamp's), as {@code openssl passwd -1 -salt S} computes it.
 */
final class Md5Crypt {
  private static final String MAGIC = "$1$";
  private static final int[][] ORDER = {{0, 6, 12}, {1, 7, 13}, {2, 8, 14}, {3, 9, 15}, {4, 10, 5}};

  private Md5Crypt() {}

  /** {@code $1$salt$hash}; the salt is cut to 8 characters. */
  static String crypt(String password, String salt) {
    byte[] p = password.getBytes(StandardCharsets.UTF_8);
    byte[] s = salt.substring(0, Math.min(8, salt.length())).getBytes(StandardCharsets.UTF_8);
    byte[] alternate = md5(p, s, p);
    ByteArrayOutputStream ctx = new ByteArrayOutputStream();
    ctx.writeBytes(p);
    ctx.writeBytes(MAGIC.getBytes(StandardCharsets.US_ASCII));
    ctx.writeBytes(s);
    ctx.writeBytes(ShaCrypt.repeated(alternate, p.length));
    for (int i = p.length; i > 0; i >>= 1) {
      ctx.write((i & 1) != 0 ? 0 : p[0]);
    }
    byte[] f = md5(ctx.toByteArray());
    for (int i = 0; i < 1000; i++) {
      f =
          md5(
              (i & 1) != 0 ? p : f,
              i % 3 != 0 ? s : new byte[0],
              i % 7 != 0 ? p : new byte[0],
              (i & 1) != 0 ? f : p);
    }
    StringBuilder out =
        new StringBuilder(MAGIC).append(new String(s, StandardCharsets.UTF_8)).append('$');
    for (int[] o : ORDER) {
      ShaCrypt.append24(out, f[o[0]], f[o[1]], f[o[2]], 4);
    }
    return ShaCrypt.append24(out, (byte) 0, (byte) 0, f[11], 2).toString();
  }

  private static byte[] md5(byte[]... parts) {
    return HashFilters.digest("MD5", parts);
  }
}
