package dev.play.facts.format;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The output of a fact script: {@code key=value} lines (the first of a key wins) and raw lines of a
 * source, prefixed with its name and a bar ({@code route|...}, {@code fib|...}). Pure.
 */
public record FactOutput(Map<String, String> values, Map<String, List<String>> sections) {
  private static final Pattern SECTION = Pattern.compile("^([a-z][a-z0-9_]*)\\|(.*)$");

  public static FactOutput parse(String output) {
    Map<String, String> values = new LinkedHashMap<>();
    Map<String, List<String>> sections = new LinkedHashMap<>();
    for (String line : output.split("\n")) {
      var m = SECTION.matcher(line);
      if (m.matches()) {
        sections.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(m.group(2));
        continue;
      }
      int eq = line.indexOf('=');
      if (eq > 0) {
        values.putIfAbsent(line.substring(0, eq), line.substring(eq + 1).strip());
      }
    }
    return new FactOutput(values, sections);
  }

  public String get(String key, String fallback) {
    return values.getOrDefault(key, fallback);
  }

  public List<String> section(String name) {
    return sections.getOrDefault(name, List.of());
  }

  public boolean has(String key) {
    return values.containsKey(key);
  }

  public int integer(String key) {
    try {
      String v = values.get(key);
      return v == null ? 0 : Integer.parseInt(v.strip());
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
