package dev.play.vault;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Ansible Vault's {@code AES256} cipher, from the JDK alone: PBKDF2-HMAC-SHA256 (10,000 iterations)
 * turns the password and a 32-byte salt into 80 bytes: the AES-256 key, the HMAC key and the CTR
 * counter's start. The plaintext, PKCS#7-padded to 16 bytes, is encrypted with AES-256-CTR and
 * authenticated with HMAC-SHA256 over the ciphertext. The text is {@code hex(hex(salt) \n hex(hmac)
 * \n hex(ciphertext))}.
 *
 * <p>PBKDF2 is computed here rather than by the JDK's {@code PBKDF2WithHmacSHA256}, which takes the
 * password as characters and encodes them as UTF-8: a password file holds bytes.
 */
final class Aes256 {
  static final String NAME = "AES256";
  private static final int ITERATIONS = 10_000;
  private static final int KEY = 32;
  private static final int BLOCK = 16;

  private Aes256() {}

  /** The cipher's text for {@code plaintext}. */
  static String encrypt(byte[] plaintext, byte[] password, byte[] salt) {
    Keys k = keys(password, salt);
    byte[] ciphertext = ctr(k, pad(plaintext));
    String inner = Hex.of(salt) + "\n" + Hex.of(hmac(k, ciphertext)) + "\n" + Hex.of(ciphertext);
    return Hex.of(inner.getBytes(StandardCharsets.US_ASCII));
  }

  /** The plaintext, or null when the password is not the one it was written with. */
  static byte[] decrypt(String text, byte[] password, String where) {
    String inner = new String(Hex.parse(text, where), StandardCharsets.US_ASCII);
    String[] parts = inner.split("\n", 3);
    if (parts.length != 3) {
      throw new VaultException(where, "vault format error: expected salt, HMAC and ciphertext");
    }
    byte[] salt = Hex.parse(parts[0], where);
    byte[] expected = Hex.parse(parts[1], where);
    byte[] ciphertext = Hex.parse(parts[2], where);
    Keys k = keys(password, salt);
    if (!MessageDigest.isEqual(hmac(k, ciphertext), expected)) {
      return null;
    }
    return unpad(ctr(k, ciphertext), where);
  }

  private record Keys(byte[] aes, byte[] mac, byte[] counter) {}

  private static Keys keys(byte[] password, byte[] salt) {
    byte[] derived = pbkdf2(password, salt, ITERATIONS, 2 * KEY + BLOCK);
    return new Keys(
        Arrays.copyOfRange(derived, 0, KEY),
        Arrays.copyOfRange(derived, KEY, 2 * KEY),
        Arrays.copyOfRange(derived, 2 * KEY, 2 * KEY + BLOCK));
  }

  /** RFC 8018 PBKDF2 with HMAC-SHA256. */
  static byte[] pbkdf2(byte[] password, byte[] salt, int iterations, int length) {
    Mac prf = mac(password);
    byte[] out = new byte[length];
    for (int block = 1, at = 0; at < length; block++, at += KEY) {
      prf.update(salt);
      prf.update(
          new byte[] {
            (byte) (block >>> 24), (byte) (block >>> 16), (byte) (block >>> 8), (byte) block
          });
      byte[] u = prf.doFinal();
      byte[] t = u.clone();
      for (int i = 1; i < iterations; i++) {
        u = prf.doFinal(u);
        for (int j = 0; j < t.length; j++) {
          t[j] ^= u[j];
        }
      }
      System.arraycopy(t, 0, out, at, Math.min(KEY, length - at));
    }
    return out;
  }

  private static byte[] hmac(Keys k, byte[] data) {
    return mac(k.mac()).doFinal(data);
  }

  private static Mac mac(byte[] key) {
    try {
      Mac m = Mac.getInstance("HmacSHA256");
      m.init(new SecretKeySpec(key, "HmacSHA256"));
      return m;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HMAC-SHA256 is part of every JDK", e);
    }
  }

  private static byte[] ctr(Keys k, byte[] data) {
    try {
      Cipher c = Cipher.getInstance("AES/CTR/NoPadding");
      c.init(
          Cipher.ENCRYPT_MODE, new SecretKeySpec(k.aes(), "AES"), new IvParameterSpec(k.counter()));
      return c.doFinal(data);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-CTR is part of every JDK", e);
    }
  }

  private static byte[] pad(byte[] data) {
    int n = BLOCK - data.length % BLOCK;
    byte[] out = Arrays.copyOf(data, data.length + n);
    Arrays.fill(out, data.length, out.length, (byte) n);
    return out;
  }

  private static byte[] unpad(byte[] data, String where) {
    int n = data.length == 0 ? 0 : data[data.length - 1] & 0xff;
    boolean ok = n >= 1 && n <= BLOCK && n <= data.length;
    for (int i = data.length - n; ok && i < data.length; i++) {
      ok = (data[i] & 0xff) == n;
    }
    if (!ok) {
      throw new VaultException(where, "vault format error: bad padding after decryption");
    }
    return Arrays.copyOf(data, data.length - n);
  }
}
