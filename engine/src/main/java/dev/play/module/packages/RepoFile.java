package dev.play.module.packages;

import dev.play.module.ModuleFailure;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A {@code .repo} file's sections, read and written as Ansible's yum_repository does through
 * Python's configparser: keys lower-cased, comments dropped, a continuation line (indented) joined
 * with a newline; written as {@code key = value} (a newline in a value as newline and tab), a blank
 * line after each section. Pure.
 */
record RepoFile(LinkedHashMap<String, LinkedHashMap<String, String>> sections) {

  static RepoFile parse(String path, String text) throws ModuleFailure {
    LinkedHashMap<String, LinkedHashMap<String, String>> sections = new LinkedHashMap<>();
    LinkedHashMap<String, String> section = null;
    String last = null;
    int number = 0;
    for (String line : text.split("\n", -1)) {
      number++;
      String stripped = line.strip();
      if (stripped.isEmpty() || stripped.startsWith("#") || stripped.startsWith(";")) {
        last = stripped.isEmpty() ? null : last;
      } else if (Character.isWhitespace(line.charAt(0)) && section != null && last != null) {
        section.put(last, section.get(last) + "\n" + stripped);
      } else if (stripped.startsWith("[") && stripped.endsWith("]")) {
        section =
            sections.computeIfAbsent(
                stripped.substring(1, stripped.length() - 1), k -> new LinkedHashMap<>());
        last = null;
      } else if (section == null) {
        throw new ModuleFailure(
            "yum_repository: "
                + path
                + ":"
                + number
                + ": a line outside any [section]: "
                + stripped);
      } else {
        last = option(section, stripped);
      }
    }
    return new RepoFile(sections);
  }

  /** Adds {@code key = value} (or {@code key: value}) to the section; returns the key. */
  private static String option(Map<String, String> section, String line) {
    int eq = line.indexOf('=');
    int colon = line.indexOf(':');
    int at = eq < 0 ? colon : colon < 0 ? eq : Math.min(eq, colon);
    String key = (at < 0 ? line : line.substring(0, at)).strip().toLowerCase(Locale.ROOT);
    section.put(key, at < 0 ? "" : line.substring(at + 1).strip());
    return key;
  }

  /**
   * This file with {@code id} replaced by {@code options} (moved to the end, as Ansible does), or
   * removed when null.
   */
  RepoFile with(String id, Map<String, String> options) {
    LinkedHashMap<String, LinkedHashMap<String, String>> out = new LinkedHashMap<>(sections);
    out.remove(id);
    if (options != null) {
      out.put(id, new LinkedHashMap<>(options));
    }
    return new RepoFile(out);
  }

  /**
   * Whether both hold the same sections with the same options, whatever their order (Ansible's
   * comparison).
   */
  boolean sameAs(RepoFile other) {
    return sorted().equals(other.sorted());
  }

  private Map<String, Map<String, String>> sorted() {
    Map<String, Map<String, String>> out = new java.util.TreeMap<>();
    sections.forEach((k, v) -> out.put(k, new java.util.TreeMap<>(v)));
    return out;
  }

  boolean isEmpty() {
    return sections.isEmpty();
  }

  String render() {
    StringBuilder out = new StringBuilder();
    sections.forEach(
        (id, options) -> {
          out.append('[').append(id).append("]\n");
          options.forEach(
              (k, v) -> out.append(k).append(" = ").append(v.replace("\n", "\n\t")).append('\n'));
          out.append('\n');
        });
    return out.toString();
  }
}
