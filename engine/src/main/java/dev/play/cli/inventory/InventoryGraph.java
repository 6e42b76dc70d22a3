package dev.play.cli.inventory;

import dev.play.expr.ValueFormat;
import dev.play.inventory.Group;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What {@code ansible-inventory --graph [GROUP]} prints: {@code @group:} and its child groups and
 * hosts below it, each level indented by {@code " |"} ({@code all}'s own hosts are not listed: they
 * are in {@code ungrouped}). With {@code --vars}, each host's variables under it and each group's
 * own after its members, as {@code {name = value}} sorted by name, values printed as Python's
 * {@code str()} does.
 */
final class InventoryGraph {
  private final InventoryView view;
  private final boolean vars;
  private final List<String> lines = new ArrayList<>();

  private InventoryGraph(InventoryView view, boolean vars) {
    this.view = view;
    this.vars = vars;
  }

  static String of(InventoryView view, String group, boolean vars) {
    InventoryGraph graph = new InventoryGraph(view, vars);
    graph.group(view.group(group), 0);
    return String.join("\n", graph.lines);
  }

  private void group(Group group, int depth) {
    line("@" + group.name() + ":", depth);
    group.children().forEach(c -> group(view.group(c), depth + 1));
    if (!group.name().equals("all")) {
      for (String host : group.hosts()) {
        line(host, depth + 1);
        if (vars) {
          vars(view.hostVars(host), depth + 2);
        }
      }
    }
    if (vars) {
      vars(view.groupVars(group.name()), depth + 1);
    }
  }

  private void vars(Map<String, Object> values, int depth) {
    new TreeMap<>(values)
        .forEach((k, v) -> line("{" + k + " = " + ValueFormat.str(v) + "}", depth));
  }

  private void line(String text, int depth) {
    lines.add(depth == 0 ? text : "  |".repeat(depth) + "--" + text);
  }
}
