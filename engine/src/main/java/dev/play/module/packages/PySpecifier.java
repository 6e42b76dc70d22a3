package dev.play.module.packages;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One PEP 440 version clause ({@code >=1.2}, {@code ==1.*}, {@code ~=2.1}, {@code !=3.0}) and
 * whether a version satisfies it, pre-releases allowed (as Ansible's pip module asks). Pure.
 *
 * @param op the operator ({@code ==}, {@code !=}, {@code <=}, {@code >=}, {@code <}, {@code >},
 *     {@code ~=}, {@code ===})
 * @param version the version as written after it
 */
record PySpecifier(String op, String version) {
  private static final Pattern FORM =
      Pattern.compile("\\s*(~=|===|==|!=|<=|>=|<|>)\\s*(\\S+?)\\s*");

  /** The clause {@code text} spells, or null when it is not one. */
  static PySpecifier parse(String text) {
    Matcher m = FORM.matcher(text);
    if (!m.matches()) {
      return null;
    }
    PySpecifier s = new PySpecifier(m.group(1), m.group(2));
    return s.valid() ? s : null;
  }

  private boolean valid() {
    if (op.equals("===")) {
      return true;
    }
    boolean wildcard = version.endsWith(".*");
    if (wildcard && !op.equals("==") && !op.equals("!=")) {
      return false;
    }
    PyVersion v = PyVersion.parse(wildcard ? version.substring(0, version.length() - 2) : version);
    return v != null && (!op.equals("~=") || v.release().size() > 1);
  }

  @Override
  public String toString() {
    return op + version;
  }

  /** Whether {@code candidate} (as {@code pip list} shows it) satisfies this clause. */
  boolean contains(String candidate) {
    if (op.equals("===")) {
      return candidate.strip().equalsIgnoreCase(version);
    }
    PyVersion v = PyVersion.parse(candidate);
    if (v == null) {
      return false;
    }
    return switch (op) {
      case "==" -> equal(v);
      case "!=" -> !equal(v);
      case "~=" -> compatible(v);
      default -> ordered(v);
    };
  }

  private boolean equal(PyVersion v) {
    if (version.endsWith(".*")) {
      PyVersion prefix = PyVersion.parse(version.substring(0, version.length() - 2));
      return v.epoch() == prefix.epoch() && startsWith(v.release(), prefix.release());
    }
    PyVersion spec = PyVersion.parse(version);
    PyVersion have = spec.local().isEmpty() ? v.publicVersion() : v;
    return have.compareTo(spec) == 0;
  }

  /** {@code ~=2.1.3}: at least 2.1.3 and 2.1.*. */
  private boolean compatible(PyVersion v) {
    PyVersion spec = PyVersion.parse(version);
    List<Long> prefix = spec.release().subList(0, spec.release().size() - 1);
    return v.publicVersion().compareTo(spec) >= 0
        && v.epoch() == spec.epoch()
        && startsWith(v.release(), prefix);
  }

  private boolean ordered(PyVersion v) {
    PyVersion spec = PyVersion.parse(version);
    PyVersion have = v.publicVersion();
    int c = have.compareTo(spec);
    return switch (op) {
      case "<=" -> c <= 0;
      case ">=" -> c >= 0;
      case "<" ->
          c < 0 && !(!spec.preRelease() && v.preRelease() && v.base().compareTo(spec.base()) == 0);
      default ->
          c > 0
              && !(!spec.postRelease() && v.postRelease() && v.base().compareTo(spec.base()) == 0)
              && !(!v.local().isEmpty() && v.base().compareTo(spec.base()) == 0);
    };
  }

  /** Whether {@code release}, padded with zeros, begins with {@code prefix}. */
  private static boolean startsWith(List<Long> release, List<Long> prefix) {
    for (int i = 0; i < prefix.size(); i++) {
      if ((i < release.size() ? release.get(i) : 0L) != prefix.get(i).longValue()) {
        return false;
      }
    }
    return true;
  }
}
