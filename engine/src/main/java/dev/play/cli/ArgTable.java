package dev.play.cli;

import dev.play.module.ArgSpec;
import dev.play.playbook.RoleArgumentSpec.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A module's arguments as an aligned text table: name, type, required, default, choices, aliases.
 * Pure.
 */
final class ArgTable {
  private static final List<String> HEADER =
      List.of("name", "type", "required", "default", "choices", "aliases");

  private ArgTable() {}

  static List<String> lines(ArgSpec spec) {
    List<List<String>> rows = new ArrayList<>(List.of(HEADER));
    new TreeMap<>(spec.options())
        .forEach(
            (name, o) -> {
              if (!name.equals(ArgSpec.ANY)) {
                rows.add(row(name, o, spec));
              }
            });
    int[] widths = new int[HEADER.size()];
    rows.forEach(
        r -> {
          for (int i = 0; i < r.size(); i++) {
            widths[i] = Math.max(widths[i], r.get(i).length());
          }
        });
    return rows.stream().map(r -> format(r, widths)).toList();
  }

  private static List<String> row(String name, Option o, ArgSpec spec) {
    String type = o.elements() == null ? o.type() : o.type() + "(" + o.elements() + ")";
    String choices =
        o.choices() == null
            ? ""
            : o.choices().stream().map(String::valueOf).collect(Collectors.joining(", "));
    String aliases =
        spec.aliases().entrySet().stream()
            .filter(e -> e.getValue().equals(name))
            .map(Map.Entry::getKey)
            .sorted()
            .collect(Collectors.joining(", "));
    return List.of(
        name,
        spec.untyped().contains(name) ? "?" : type,
        o.required() ? "yes" : "",
        shown(o.defaultValue()),
        choices,
        aliases);
  }

  /** A default as a playbook writes it: a list comma-separated, an empty string as {@code ""}. */
  private static String shown(Object value) {
    if (value == null) {
      return "";
    }
    if (value instanceof List<?> l) {
      return l.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
    return value.toString().isEmpty() ? "\"\"" : value.toString();
  }

  private static String format(List<String> row, int[] widths) {
    StringBuilder b = new StringBuilder("  ");
    for (int i = 0; i < row.size(); i++) {
      b.append(
          i == row.size() - 1
              ? row.get(i)
              : String.format("%-" + (widths[i] + 2) + "s", row.get(i)));
    }
    return b.toString().stripTrailing();
  }
}
