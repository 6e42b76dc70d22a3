package dev.play.connection.ssh;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * One known_hosts line: an optional marker ({@code @revoked}, {@code @cert-authority}), the host
 * patterns (plain list or {@code |1|salt|hash}) and the key.
 */
record KnownHostsEntry(String marker, String hosts, HostKey key) {
  /** Parses a line; null for blanks, comments and lines that cannot be read. */
  static KnownHostsEntry parse(String line) {
    String s = line.strip();
    if (s.isEmpty() || s.startsWith("#")) {
      return null;
    }
    String marker = null;
    if (s.startsWith("@")) {
      String[] m = s.split("\\s+", 2);
      marker = m[0];
      s = m.length > 1 ? m[1] : "";
    }
    String[] f = s.split("\\s+");
    if (f.length < 3) {
      return null;
    }
    try {
      return new KnownHostsEntry(marker, f[0], HostKey.ofBase64(f[1], f[2]));
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  boolean revoked() {
    return "@revoked".equals(marker);
  }

  boolean plain() {
    return marker == null;
  }

  /** Whether this line names {@code hostField} ({@code host} or {@code [host]:port}). */
  boolean matches(String hostField) {
    if (hosts.startsWith("|1|")) {
      return hashedMatches(hostField);
    }
    return HostPattern.matches(List.of(hosts.split(",")), hostField);
  }

  private boolean hashedMatches(String hostField) {
    String[] parts = hosts.split("\\|");
    if (parts.length != 4) {
      return false;
    }
    try {
      Mac mac = Mac.getInstance("HmacSHA1");
      mac.init(new SecretKeySpec(Base64.getDecoder().decode(parts[2]), "HmacSHA1"));
      byte[] expected = Base64.getDecoder().decode(parts[3]);
      return MessageDigest.isEqual(expected, mac.doFinal(hostField.getBytes(StandardCharsets.UTF_8)));
    } catch (GeneralSecurityException | IllegalArgumentException e) {
      return false;
    }
  }
}
