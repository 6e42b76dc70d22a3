package dev.play.connection;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * OpenSSH's hashed known_hosts host fields, {@code |1|base64(salt)|base64(HMAC-SHA1(salt, host))},
 * and the {@code [host]:port} naming: shared by the controller's host-key checks and the
 * known_hosts module. Pure.
 */
public final class HostHash {
  private static final String ALGORITHM = "HmacSHA1";

  private HostHash() {}

  /** {@code host} for port 22, else {@code [host]:port}: how known_hosts names a host. */
  public static String hostField(String host, int port) {
    return port == 22 ? host : "[" + host + "]:" + port;
  }

  /** Whether {@code field} is a hashed host field. */
  public static boolean isHashed(String field) {
    return field.startsWith("|1|");
  }

  /** Whether the hashed {@code field} names {@code host} (false for a malformed field). */
  public static boolean matches(String field, String host) {
    String[] parts = field.split("\\|");
    if (parts.length != 4 || !parts[1].equals("1")) {
      return false;
    }
    try {
      byte[] expected = Base64.getDecoder().decode(parts[3]);
      return MessageDigest.isEqual(expected, hmac(Base64.getDecoder().decode(parts[2]), host));
    } catch (GeneralSecurityException | IllegalArgumentException e) {
      return false;
    }
  }

  /** The hashed field for {@code host} with this 20-byte {@code salt}. */
  public static String hash(String host, byte[] salt) {
    try {
      Base64.Encoder b64 = Base64.getEncoder();
      return "|1|" + b64.encodeToString(salt) + "|" + b64.encodeToString(hmac(salt, host));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HMAC-SHA1 unavailable", e);
    }
  }

  private static byte[] hmac(byte[] salt, String host) throws GeneralSecurityException {
    Mac mac = Mac.getInstance(ALGORITHM);
    mac.init(new SecretKeySpec(salt, ALGORITHM));
    return mac.doFinal(host.getBytes(StandardCharsets.UTF_8));
  }
}
