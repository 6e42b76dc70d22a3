package dev.play.module.packages;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One entry of pip's {@code name}: a package name with extras and version clauses ({@code
 * Django[argon2]>=4,<5}), or anything else pip accepts (a URL, a path, {@code git+...}, a
 * requirement with markers), which only pip itself can judge. Pure.
 *
 * @param text how it goes on pip's command line
 * @param name the canonical name ({@code pyyaml}, {@code zope-interface}), or null when it is not a
 *     plain requirement
 * @param specifiers the version clauses, all to be satisfied
 */
record PipRequirement(String text, String name, List<PySpecifier> specifiers) {
  private static final Pattern FORM =
      Pattern.compile(
          "\\s*([A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?)\\s*(\\[[^\\]]*\\])?\\s*(.*?)\\s*");
  private static final Pattern SEPARATORS = Pattern.compile("[-_.]+");
  private static final List<String> OPERATORS =
      List.of("~=", "==", "!=", "<=", ">=", "<", ">", "===");

  /** Whether pip's installed list is enough to judge it. */
  boolean plain() {
    return name != null;
  }

  /** Reads {@code text} as Ansible's pip module does. */
  static PipRequirement parse(String text) {
    Matcher m = FORM.matcher(text);
    if (!m.matches()) {
      return new PipRequirement(text, null, List.of());
    }
    List<PySpecifier> specs = new ArrayList<>();
    for (String clause : m.group(3).isEmpty() ? new String[0] : m.group(3).split(",")) {
      PySpecifier s = PySpecifier.parse(clause);
      if (s == null) {
        return new PipRequirement(text, null, List.of());
      }
      specs.add(s);
    }
    List<String> sorted = specs.stream().map(PySpecifier::toString).sorted().toList();
    String extras = m.group(2) == null ? "" : m.group(2).replaceAll("\\s+", "");
    return new PipRequirement(
        m.group(1) + extras + String.join(",", sorted), canonical(m.group(1)), specs);
  }

  /**
   * {@code text} with the task's {@code version}: {@code name==version}, or {@code name<op>...} as
   * given.
   */
  static PipRequirement withVersion(String text, String version) {
    String v = version.strip();
    return parse(!v.isEmpty() && Character.isDigit(v.charAt(0)) ? text + "==" + v : text + " " + v);
  }

  /** PEP 503's name: runs of {@code - _ .} as one {@code -}, lower case. */
  static String canonical(String name) {
    return SEPARATORS.matcher(name).replaceAll("-").toLowerCase(Locale.ROOT);
  }

  boolean hasVersion() {
    return !specifiers.isEmpty();
  }

  /** Whether {@code version} of this package satisfies every clause. */
  boolean satisfiedBy(String version) {
    return specifiers.stream().allMatch(s -> s.contains(version));
  }

  /**
   * Ansible's reading of a {@code name} list: a comma splits entries, and an entry that starts with
   * a version operator continues the one before ({@code [django>1.11, <2]} is one requirement);
   * commas inside extras' brackets do not split.
   */
  static List<String> recover(List<String> names) {
    List<String> parts = new ArrayList<>();
    names.forEach(n -> parts.addAll(List.of(n.split(",", -1))));
    List<String> out = new ArrayList<>();
    List<String> current = new ArrayList<>();
    boolean inBrackets = false;
    for (String part : parts) {
      if (!startsWithOperator(part) && !inBrackets && !current.isEmpty()) {
        out.add(String.join(",", current));
        current.clear();
      }
      inBrackets = inBrackets || part.contains("[");
      inBrackets = inBrackets && !part.contains("]");
      current.add(part);
    }
    out.add(String.join(",", current));
    return out;
  }

  private static boolean startsWithOperator(String part) {
    String p = part.stripLeading();
    return OPERATORS.stream().anyMatch(p::startsWith);
  }
}
