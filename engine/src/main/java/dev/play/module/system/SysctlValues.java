package dev.play.module.system;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Values and lines of sysctl files, as Ansible's {@code sysctl} reads them. Pure. */
final class SysctlValues {
  private static final Set<String> TRUE = Set.of("y", "yes", "on", "1", "true", "t");
  private static final Set<String> FALSE = Set.of("n", "no", "off", "0", "false", "f");

  private SysctlValues() {}

  /** Ansible's {@code _parse_value}: booleans as 1/0, strings stripped. */
  static String normalize(Object value) {
    if (value == null) {
      return null;
    }
    if (value instanceof Boolean b) {
      return b ? "1" : "0";
    }
    String s = String.valueOf(value).strip();
    String lower = s.toLowerCase(Locale.ROOT);
    return TRUE.contains(lower) ? "1" : FALSE.contains(lower) ? "0" : s;
  }

  /** Equal once whitespace runs are collapsed ({@code 4096\t87380} equals {@code 4096 87380}). */
  static boolean same(String a, String b) {
    return a != null && b != null && words(a).equals(words(b));
  }

  private static List<String> words(String s) {
    return List.of(s.strip().split("\\s+"));
  }

  /** The key of a {@code key = value} line, or null for comments, blanks and other lines. */
  static String key(String line) {
    String t = line.strip();
    if (t.isEmpty() || t.startsWith("#") || t.startsWith(";")) {
      return null;
    }
    int eq = t.indexOf('=');
    return eq <= 0 ? null : t.substring(0, eq).strip();
  }

  static String value(String line) {
    String t = line.strip();
    return t.substring(t.indexOf('=') + 1).strip();
  }

  /** The value of the first line for {@code name}, or null. */
  static String fileValue(List<String> lines, String name) {
    for (String line : lines) {
      if (name.equals(key(line))) {
        return value(line);
      }
    }
    return null;
  }

  /**
   * The lines with the first line for {@code name} replaced by {@code newLine} (appended when
   * absent) and any later ones dropped.
   */
  static List<String> put(List<String> lines, String name, String newLine) {
    List<String> out = new ArrayList<>();
    boolean written = false;
    for (String line : lines) {
      if (!name.equals(key(line))) {
        out.add(line);
      } else if (!written) {
        out.add(newLine);
        written = true;
      }
    }
    if (!written) {
      if (!out.isEmpty() && !out.get(out.size() - 1).endsWith("\n")) {
        out.set(out.size() - 1, out.get(out.size() - 1) + "\n");
      }
      out.add(newLine);
    }
    return out;
  }

  static List<String> remove(List<String> lines, String name) {
    return lines.stream().filter(l -> !name.equals(key(l))).toList();
  }
}
