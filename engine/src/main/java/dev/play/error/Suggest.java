package dev.play.error;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean ...?" — the closest candidate by edit distance, when close enough. */
public final class Suggest {
  private Suggest() {}

  /** The candidate nearest to {@code word}, if within a third of its length (at least 2 edits). */
  public static Optional<String> closest(String word, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String c : candidates) {
      int d = distance(word.toLowerCase(Locale.ROOT), c.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        best = c;
        bestDistance = d;
      }
    }
    int limit = Math.max(2, word.length() / 3);
    return bestDistance <= limit ? Optional.ofNullable(best) : Optional.empty();
  }

  /** {@code " (did you mean 'x'?)"} or the empty string. */
  public static String didYouMean(String word, Collection<String> candidates) {
    return closest(word, candidates).map(c -> " (did you mean '" + c + "'?)").orElse("");
  }

  static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
