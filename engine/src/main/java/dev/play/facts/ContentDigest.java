package dev.play.facts;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;

/**
 * Hex digests computed on the controller, as the host's {@code <algorithm>sum} prints them: a probe
 * that brings a file's content back lets the controller hash it instead of starting a {@code
 * sha1sum} process on the host.
 */
public final class ContentDigest {
  private static final Map<String, String> JAVA_NAMES =
      Map.of(
          "md5", "MD5", "sha1", "SHA-1", "sha224", "SHA-224", "sha256", "SHA-256", "sha384",
          "SHA-384", "sha512", "SHA-512");

  private static final Map<String, MessageDigest> PROTOTYPES =
      new java.util.concurrent.ConcurrentHashMap<>();

  private ContentDigest() {}

  /**
   * Whether {@code algorithm} (a {@code *sum} command's prefix, e.g. {@code sha1}) can be computed
   * here.
   */
  public static boolean supported(String algorithm) {
    return JAVA_NAMES.containsKey(algorithm);
  }

  /** The hex digest of {@code data}; {@code algorithm} must be {@link #supported}. */
  public static String hex(String algorithm, byte[] data) {
    String name = JAVA_NAMES.get(algorithm);
    if (name == null) {
      throw new IllegalArgumentException("no digest '" + algorithm + "' on the controller");
    }
    return HexFormat.of().formatHex(digest(name).digest(data));
  }

  /**
   * A fresh digest of {@code algorithm} (must be {@link #supported}), to hash a content fed in
   * pieces.
   */
  public static MessageDigest of(String algorithm) {
    String name = JAVA_NAMES.get(algorithm);
    if (name == null) {
      throw new IllegalArgumentException("no digest '" + algorithm + "' on the controller");
    }
    return digest(name);
  }

  /**
   * A fresh digest: a copy of one looked up once per algorithm (a provider lookup per call costs
   * more than the hashing of a small file).
   */
  private static MessageDigest digest(String name) {
    MessageDigest prototype = PROTOTYPES.computeIfAbsent(name, ContentDigest::lookUp);
    try {
      return (MessageDigest) prototype.clone();
    } catch (CloneNotSupportedException e) {
      return lookUp(name);
    }
  }

  private static MessageDigest lookUp(String name) {
    try {
      return MessageDigest.getInstance(name);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
