package dev.play.expr;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * {@code hash}, {@code checksum}, {@code md5}, {@code sha1} and {@code password_hash}, as
 * Ansible's.
 */
final class HashFilters {
  private static final Map<String, String> DIGESTS =
      Map.of(
          "md5",
          "MD5",
          "sha1",
          "SHA-1",
          "sha224",
          "SHA-224",
          "sha256",
          "SHA-256",
          "sha384",
          "SHA-384",
          "sha512",
          "SHA-512",
          "sha3_224",
          "SHA3-224",
          "sha3_256",
          "SHA3-256",
          "sha3_384",
          "SHA3-384",
          "sha3_512",
          "SHA3-512");

  /** Ansible's short names for the crypt schemes. */
  private static final Map<String, String> SCHEMES =
      Map.of(
          "md5",
          "md5_crypt",
          "sha256",
          "sha256_crypt",
          "sha512",
          "sha512_crypt",
          "blowfish",
          "bcrypt");

  private static final Pattern SALT_CHARACTERS = Pattern.compile("[./0-9A-Za-z]*");
  private static final SecureRandom RANDOM = new SecureRandom();

  private HashFilters() {}

  /** {@code hash(hashtype='sha1')}: the hex digest of the text's UTF-8 bytes. */
  static Object hash(Object v, List<Object> args) {
    String type = ValueFormat.str(args.get(0)).toLowerCase(Locale.ROOT);
    String algorithm = DIGESTS.get(type);
    if (algorithm == null) {
      throw new ExpressionException(
          "unsupported hash type "
              + ValueFormat.repr(args.get(0))
              + " (one of "
              + String.join(", ", DIGESTS.keySet().stream().sorted().toList())
              + ")");
    }
    return HexFormat.of()
        .formatHex(digest(algorithm, ValueFormat.str(v).getBytes(StandardCharsets.UTF_8)));
  }

  /** {@code checksum} and {@code sha1}: {@code hash('sha1')}. */
  static Object sha1(Object v, List<Object> args) {
    return hash(v, List.of("sha1"));
  }

  static Object md5(Object v, List<Object> args) {
    return hash(v, List.of("md5"));
  }

  /**
   * {@code password_hash(hashtype='sha512', salt=None, salt_size=None, rounds=None)}: crypt(3)'s
   * sha512_crypt, sha256_crypt or md5_crypt, with a random salt when none is given.
   */
  static Object passwordHash(Object v, List<Object> args) {
    String type = ValueFormat.str(args.get(0));
    String scheme = SCHEMES.getOrDefault(type, type);
    int maxSalt = scheme.equals("md5_crypt") ? 8 : 16;
    int saltSize =
        args.get(2) == null
            ? maxSalt
            : Numbers.integerArg(args.get(2), "password_hash: salt_size", 1, maxSalt);
    String salt = args.get(1) == null ? randomSalt(saltSize) : ValueFormat.str(args.get(1));
    if (!SALT_CHARACTERS.matcher(salt).matches()) {
      throw new ExpressionException(
          "invalid characters in salt " + ValueFormat.repr(salt) + " (only ./0-9A-Za-z)");
    } else if (salt.length() > maxSalt) {
      throw new ExpressionException(
          "invalid salt size: " + scheme + " takes at most " + maxSalt + " characters");
    }
    Integer rounds = rounds(args.get(3), scheme);
    String password = ValueFormat.str(v);
    return switch (scheme) {
      case "sha512_crypt" -> ShaCrypt.crypt(ShaCrypt.Variant.SHA512, password, salt, rounds);
      case "sha256_crypt" -> ShaCrypt.crypt(ShaCrypt.Variant.SHA256, password, salt, rounds);
      case "md5_crypt" -> Md5Crypt.crypt(password, salt);
      default ->
          throw new ExpressionException(
              "unsupported hash type " + ValueFormat.repr(type) + " (sha512, sha256 or md5)");
    };
  }

  /**
   * The rounds to write: none when not given or equal to passlib's default (Ansible drops those).
   */
  private static Integer rounds(Object rounds, String scheme) {
    if (rounds == null) {
      return null;
    }
    long n = Numbers.integerArg(rounds, "password_hash: rounds");
    long implicit = scheme.equals("sha512_crypt") ? 656_000 : 535_000;
    return n == implicit ? null : (int) Math.min(Integer.MAX_VALUE, Math.max(0, n));
  }

  private static String randomSalt(int size) {
    StringBuilder salt = new StringBuilder();
    for (int i = 0; i < size; i++) {
      salt.append(ShaCrypt.ALPHABET.charAt(RANDOM.nextInt(ShaCrypt.ALPHABET.length())));
    }
    return salt.toString();
  }

  static byte[] digest(String algorithm, byte[]... parts) {
    try {
      MessageDigest md = MessageDigest.getInstance(algorithm);
      for (byte[] part : parts) {
        md.update(part);
      }
      return md.digest();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK lacks " + algorithm, e);
    }
  }
}
