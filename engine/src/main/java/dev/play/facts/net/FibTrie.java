package dev.play.facts.net;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The host's own IPv4 addresses from {@code /proc/net/fib_trie}: the leaves marked {@code /32 host
 * LOCAL} (in the {@code Local:} table, or in {@code Main:} where the kernel merged them). Needs no
 * {@code ip} command (GPU servers often lack it).
 */
final class FibTrie {
  private FibTrie() {}

  /** Local addresses, in table order, without duplicates. Pure. */
  public static List<String> localAddresses(List<String> lines) {
    Set<String> out = new LinkedHashSet<>();
    String leaf = null;
    for (String line : lines) {
      String t = line.strip();
      if (t.startsWith("|-- ")) {
        leaf = t.substring(4).strip();
      } else if (leaf != null && t.startsWith("/32 host LOCAL")) {
        out.add(leaf);
      }
    }
    return List.copyOf(out);
  }
}
