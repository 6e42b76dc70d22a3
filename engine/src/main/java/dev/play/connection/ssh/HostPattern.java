package dev.play.connection.ssh;

import java.util.List;
import java.util.Locale;

/** OpenSSH host pattern lists: {@code *} and {@code ?} wildcards, {@code !} negation. */
final class HostPattern {
  private HostPattern() {}

  /** True when some pattern matches {@code host} and no negated pattern does. */
  static boolean matches(List<String> patterns, String host) {
    String h = host.toLowerCase(Locale.ROOT);
    boolean matched = false;
    for (String p : patterns) {
      boolean negated = p.startsWith("!");
      String glob = (negated ? p.substring(1) : p).toLowerCase(Locale.ROOT);
      if (glob(glob, 0, h, 0)) {
        if (negated) {
          return false;
        }
        matched = true;
      }
    }
    return matched;
  }

  private static boolean glob(String p, int pi, String s, int si) {
    while (pi < p.length()) {
      char c = p.charAt(pi);
      if (c == '*') {
        for (int k = si; k <= s.length(); k++) {
          if (glob(p, pi + 1, s, k)) {
            return true;
          }
        }
        return false;
      }
      if (si >= s.length() || (c != '?' && c != s.charAt(si))) {
        return false;
      }
      pi++;
      si++;
    }
    return si == s.length();
  }
}
