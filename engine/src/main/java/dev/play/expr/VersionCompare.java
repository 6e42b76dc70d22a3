package dev.play.expr;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code version} test ({@code version_compare}): {@code value is version(other, operator='eq',
 * strict=None, version_type=None)}, comparing as Ansible's LooseVersion (the default),
 * StrictVersion ({@code strict=true} or {@code 'strict'}) or SemanticVersion ({@code 'semver'},
 * {@code 'semantic'}).
 */
final class VersionCompare {
  private static final Map<String, String> OPERATORS =
      Map.ofEntries(
          Map.entry("==", "eq"),
          Map.entry("=", "eq"),
          Map.entry("eq", "eq"),
          Map.entry("<", "lt"),
          Map.entry("lt", "lt"),
          Map.entry("<=", "le"),
          Map.entry("le", "le"),
          Map.entry(">", "gt"),
          Map.entry("gt", "gt"),
          Map.entry(">=", "ge"),
          Map.entry("ge", "ge"),
          Map.entry("!=", "ne"),
          Map.entry("<>", "ne"),
          Map.entry("ne", "ne"));
  private static final Pattern LOOSE_PART = Pattern.compile("\\d+|[a-z]+|\\.");
  private static final Pattern STRICT =
      Pattern.compile("(\\d+)\\.(\\d+)(?:\\.(\\d+))?(?:([ab])(\\d+))?");
  private static final String SEMVER_IDENTIFIER = "(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)";
  private static final Pattern SEMVER =
      Pattern.compile(
          "(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)"
              + "(?:-("
              + SEMVER_IDENTIFIER
              + "(?:\\."
              + SEMVER_IDENTIFIER
              + ")*))?"
              + "(?:\\+[0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*)?");

  private VersionCompare() {}

  static boolean test(Object value, List<Object> args) {
    Object other = args.get(0);
    String operator = OPERATORS.get(ValueFormat.str(args.get(1)));
    if (args.get(2) != null && args.get(3) != null) {
      throw new ExpressionException("cannot give both strict and version_type");
    } else if (!Truthiness.isTrue(value)) {
      throw new ExpressionException("the version to compare cannot be empty");
    } else if (!Truthiness.isTrue(other)) {
      throw new ExpressionException("the version to compare with cannot be empty");
    } else if (operator == null) {
      throw new ExpressionException(
          "invalid operator "
              + ValueFormat.repr(args.get(1))
              + " (one of == = eq < lt <= le > gt >= ge != <> ne)");
    }
    String type =
        Truthiness.isTrue(args.get(2))
            ? "strict"
            : args.get(3) == null ? "loose" : ValueFormat.str(args.get(3));
    int c = compare(type, ValueFormat.str(value), ValueFormat.str(other));
    return switch (operator) {
      case "eq" -> c == 0;
      case "ne" -> c != 0;
      case "lt" -> c < 0;
      case "le" -> c <= 0;
      case "gt" -> c > 0;
      default -> c >= 0;
    };
  }

  private static int compare(String type, String a, String b) {
    return switch (type) {
      case "loose" -> compareParts(loose(a), loose(b), false);
      case "strict" -> compareParts(strict(a), strict(b), false);
      case "semver", "semantic" -> compareSemver(a, b);
      case "pep440" ->
          throw new ExpressionException("version_type 'pep440' is not supported by play");
      default ->
          throw new ExpressionException(
              "invalid version type "
                  + ValueFormat.repr(type)
                  + " (loose, strict, semver or semantic)");
    };
  }

  /** Ansible's LooseVersion order of {@code a} and {@code b} (community.general's version_sort). */
  static int compareLoose(String a, String b) {
    return compareParts(loose(a), loose(b), false);
  }

  /** LooseVersion: runs of digits (numbers), of lower-case letters, and whatever lies between. */
  private static List<Object> loose(String v) {
    List<Object> parts = new ArrayList<>();
    Matcher m = LOOSE_PART.matcher(v);
    int at = 0;
    while (m.find()) {
      addLoose(parts, v.substring(at, m.start()));
      addLoose(parts, m.group());
      at = m.end();
    }
    addLoose(parts, v.substring(at));
    return parts;
  }

  private static void addLoose(List<Object> parts, String part) {
    if (!part.isEmpty() && !part.equals(".")) {
      parts.add(isNumber(part) ? (Object) new BigInteger(part) : part);
    }
  }

  /** StrictVersion: major.minor[.patch][a|bN], a release after all its pre-releases. */
  private static List<Object> strict(String v) {
    Matcher m = STRICT.matcher(v);
    if (!m.matches()) {
      throw new ExpressionException("invalid version number " + ValueFormat.repr(v));
    }
    List<Object> parts =
        new ArrayList<>(
            List.of(
                new BigInteger(m.group(1)),
                new BigInteger(m.group(2)),
                m.group(3) == null ? BigInteger.ZERO : new BigInteger(m.group(3))));
    parts.add(m.group(4) == null ? "z" : m.group(4));
    parts.add(m.group(5) == null ? BigInteger.ZERO : new BigInteger(m.group(5)));
    return parts;
  }

  /** SemVer 2.0: the core, then a pre-release before the release; build metadata ignored. */
  private static int compareSemver(String a, String b) {
    Matcher x = semver(a);
    Matcher y = semver(b);
    for (int group = 1; group <= 3; group++) {
      int c = new BigInteger(x.group(group)).compareTo(new BigInteger(y.group(group)));
      if (c != 0) {
        return c;
      }
    }
    if (x.group(4) == null || y.group(4) == null) {
      return (x.group(4) == null ? 1 : 0) - (y.group(4) == null ? 1 : 0);
    }
    return compareParts(prerelease(x.group(4)), prerelease(y.group(4)), true);
  }

  private static Matcher semver(String v) {
    Matcher m = SEMVER.matcher(v);
    if (!m.matches()) {
      throw new ExpressionException("invalid semantic version " + ValueFormat.repr(v));
    }
    return m;
  }

  /** Pre-release identifiers; a number sorts before a word, as a "0" before an "a". */
  private static List<Object> prerelease(String v) {
    List<Object> parts = new ArrayList<>();
    for (String id : v.split("\\.")) {
      parts.add(isNumber(id) ? (Object) new BigInteger(id) : id);
    }
    return parts;
  }

  /**
   * Python's list order: the first differing pair decides, else the shorter list is smaller. A
   * number and a word differ; they compare only where {@code numbersFirst} (SemVer) says so.
   */
  private static int compareParts(List<Object> a, List<Object> b, boolean numbersFirst) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      Object x = a.get(i);
      Object y = b.get(i);
      if (x instanceof BigInteger m && y instanceof BigInteger n) {
        if (m.compareTo(n) != 0) {
          return m.compareTo(n);
        }
      } else if (x instanceof String s && y instanceof String t) {
        if (!s.equals(t)) {
          return s.compareTo(t);
        }
      } else if (numbersFirst) {
        return x instanceof BigInteger ? -1 : 1;
      } else {
        throw new ExpressionException(
            "cannot compare the version parts "
                + ValueFormat.repr(x.toString())
                + " and "
                + ValueFormat.repr(y.toString())
                + " (a number and a word)");
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  private static boolean isNumber(String part) {
    return part.chars().allMatch(c -> c >= '0' && c <= '9');
  }
}
