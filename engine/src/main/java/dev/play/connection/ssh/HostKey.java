package dev.play.connection.ssh;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.Objects;

/**
 * A public host key as SSH encodes it.
 *
 * @param type the key type name ({@code ssh-ed25519}, {@code ecdsa-sha2-nistp256}, {@code ssh-rsa})
 * @param blob the key in SSH wire format (what known_hosts holds in base64)
 */
record HostKey(String type, byte[] blob) {
  public HostKey {
    Objects.requireNonNull(type, "type");
    blob = blob.clone();
  }

  public static HostKey ofBase64(String type, String base64) {
    return new HostKey(type, Base64.getDecoder().decode(base64));
  }

  public String base64() {
    return Base64.getEncoder().encodeToString(blob);
  }

  /** {@code SHA256:...}, as OpenSSH prints fingerprints. */
  public String fingerprint() {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(blob);
      return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The known_hosts line for this key, formatted like {@code ssh-keyscan} output. */
  public String knownHostsLine(String host, int port) {
    return KnownHosts.hostField(host, port) + " " + type + " " + base64();
  }

  public boolean sameKey(HostKey other) {
    return type.equals(other.type) && Arrays.equals(blob, other.blob);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof HostKey k && sameKey(k);
  }

  @Override
  public int hashCode() {
    return type.hashCode() * 31 + Arrays.hashCode(blob);
  }

  @Override
  public String toString() {
    return type + " " + fingerprint();
  }
}
