package dev.play.lookup;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Random;
import java.util.random.RandomGenerator;

/**
 * Picks characters or items at random: from the system's secure source, or, with a seed, the same
 * picks every time for the same seed (a generator seeded by the seed's SHA-256).
 */
final class SeededChoice {
  private final RandomGenerator random;

  private SeededChoice(RandomGenerator random) {
    this.random = random;
  }

  static SeededChoice secure() {
    return new SeededChoice(new SecureRandom());
  }

  static SeededChoice seeded(String seed) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(seed.getBytes(StandardCharsets.UTF_8));
      return new SeededChoice(new Random(ByteBuffer.wrap(digest).getLong()));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every JVM", e);
    }
  }

  /** An index below {@code n} (n > 0). */
  int below(int n) {
    return random.nextInt(n);
  }

  /** {@code length} characters of {@code chars}, each picked independently. */
  String text(String chars, int length) {
    int[] candidates = chars.codePoints().toArray();
    StringBuilder out = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      out.appendCodePoint(candidates[below(candidates.length)]);
    }
    return out.toString();
  }
}
