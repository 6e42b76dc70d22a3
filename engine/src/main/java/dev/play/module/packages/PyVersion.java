package dev.play.module.packages;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Python package version as PEP 440 reads and orders it ({@code 1!2.0rc1.post2.dev3+local.7}),
 * with its spelling variants normalised ({@code 1.0-alpha1} is {@code 1.0a1}). Pure.
 *
 * @param epoch the {@code N!} part
 * @param release the dotted numbers
 * @param pre {@code a}, {@code b} or {@code rc} with its number, or null
 * @param post the post-release number, or -1
 * @param dev the development-release number, or -1
 * @param local the local label's segments ({@code +ubuntu.1}), empty when none
 */
record PyVersion(int epoch, List<Long> release, Pre pre, long post, long dev, List<String> local)
    implements Comparable<PyVersion> {
  /** A pre-release: its kind (a, b, rc) and number. */
  record Pre(String kind, long number) {}

  private static final Pattern FORM =
      Pattern.compile(
          "v?(?:(\\d+)!)?(\\d+(?:\\.\\d+)*)"
              + "(?:[-_.]?(a|b|c|rc|alpha|beta|pre|preview)[-_.]?(\\d+)?)?"
              + "(?:-(\\d+)|[-_.]?(post|rev|r)[-_.]?(\\d+)?)?"
              + "(?:[-_.]?(dev)[-_.]?(\\d+)?)?"
              + "(?:\\+([a-z0-9]+(?:[-_.][a-z0-9]+)*))?");

  /** The version {@code text} spells, or null when it is no PEP 440 version. */
  static PyVersion parse(String text) {
    Matcher m = FORM.matcher(text.strip().toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      return null;
    }
    List<Long> release = new ArrayList<>();
    for (String part : m.group(2).split("\\.")) {
      release.add(Long.parseLong(part));
    }
    Pre pre = m.group(3) == null ? null : new Pre(preKind(m.group(3)), number(m.group(4)));
    long post =
        m.group(5) != null
            ? Long.parseLong(m.group(5))
            : m.group(6) != null ? number(m.group(7)) : -1;
    long dev = m.group(8) != null ? number(m.group(9)) : -1;
    List<String> local = m.group(10) == null ? List.of() : List.of(m.group(10).split("[-_.]"));
    return new PyVersion(
        m.group(1) == null ? 0 : Integer.parseInt(m.group(1)), release, pre, post, dev, local);
  }

  private static String preKind(String spelled) {
    return switch (spelled) {
      case "alpha" -> "a";
      case "beta" -> "b";
      case "c", "pre", "preview" -> "rc";
      default -> spelled;
    };
  }

  private static long number(String digits) {
    return digits == null ? 0 : Long.parseLong(digits);
  }

  boolean preRelease() {
    return pre != null || dev >= 0;
  }

  boolean postRelease() {
    return post >= 0;
  }

  /** The version without its local label. */
  PyVersion publicVersion() {
    return new PyVersion(epoch, release, pre, post, dev, List.of());
  }

  /** Epoch and release only ({@code 1.2} of {@code 1.2rc1.post3}). */
  PyVersion base() {
    return new PyVersion(epoch, release, null, -1, -1, List.of());
  }

  @Override
  public int compareTo(PyVersion o) {
    int c = Integer.compare(epoch, o.epoch);
    c = c != 0 ? c : compareRelease(release, o.release);
    c = c != 0 ? c : Integer.compare(phase(), o.phase());
    c = c != 0 || pre == null || o.pre == null ? c : comparePre(pre, o.pre);
    c = c != 0 ? c : Long.compare(post, o.post);
    c =
        c != 0
            ? c
            : Long.compare(dev < 0 ? Long.MAX_VALUE : dev, o.dev < 0 ? Long.MAX_VALUE : o.dev);
    return c != 0 ? c : compareLocal(local, o.local);
  }

  /**
   * Where the pre-release part sorts: a bare .devN before any pre-release, a final release after.
   */
  private int phase() {
    if (pre == null && post < 0 && dev >= 0) {
      return 0;
    }
    return pre == null ? 2 : 1;
  }

  private static int comparePre(Pre a, Pre b) {
    int c = a.kind().compareTo(b.kind());
    return c != 0 ? c : Long.compare(a.number(), b.number());
  }

  /** Releases compare as if padded with zeros: {@code 1.0 == 1.0.0}. */
  static int compareRelease(List<Long> a, List<Long> b) {
    for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
      int c = Long.compare(i < a.size() ? a.get(i) : 0, i < b.size() ? b.get(i) : 0);
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  /** No label sorts first; numeric segments sort after alphanumeric ones, numerically. */
  private static int compareLocal(List<String> a, List<String> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = compareSegment(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  private static int compareSegment(String a, String b) {
    boolean an = a.chars().allMatch(Character::isDigit);
    boolean bn = b.chars().allMatch(Character::isDigit);
    if (an && bn) {
      return new java.math.BigInteger(a).compareTo(new java.math.BigInteger(b));
    }
    return an == bn ? a.compareTo(b) : an ? 1 : -1;
  }
}
