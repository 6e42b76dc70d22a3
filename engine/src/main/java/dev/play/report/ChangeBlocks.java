package dev.play.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The changes of the by-role view as the page's script reads them, each distinct host block stored
 * once: a host's changes in a role (a block) are a list of changes, each change {@code [category,
 * task, handler (0 or 1), item (-1 for none), [steps], [diffs]]}, followed by {@code [why assumed]}
 * when the prediction is assumed, its texts as indexes into one table of strings and its diffs as
 * indexes into {@link ReportData#diffs()}. Hosts that changed alike (a fleet) share one block.
 */
final class ChangeBlocks {
  private final List<String> strings = new ArrayList<>();
  private final Map<String, Integer> stringIndex = new HashMap<>();
  private final List<List<Object>> blocks = new ArrayList<>();
  private final Map<List<Object>, Integer> blockIndex = new HashMap<>();

  /** The index of the block of {@code host}'s changes, categories together, added when new. */
  int add(HostChanges host) {
    List<Object> block = new ArrayList<>();
    host.byCategory().values().forEach(changes -> changes.forEach(c -> block.add(change(c))));
    return blockIndex.computeIfAbsent(
        block,
        b -> {
          blocks.add(b);
          return blocks.size() - 1;
        });
  }

  private List<Object> change(Change c) {
    int category = string(c.category());
    int task = string(c.task() == null ? "" : c.task());
    int item = c.item() == null ? -1 : string(c.item());
    List<Integer> steps = c.steps().stream().map(this::string).toList();
    if (c.isAssumed()) {
      return List.of(
          category,
          task,
          c.handler() ? 1 : 0,
          item,
          steps,
          c.diffs(),
          c.assumed().stream().map(this::string).toList());
    }
    return List.of(category, task, c.handler() ? 1 : 0, item, steps, c.diffs());
  }

  private int string(String s) {
    return stringIndex.computeIfAbsent(
        s,
        k -> {
          strings.add(k);
          return strings.size() - 1;
        });
  }

  /** The table as the script reads it: {@code {"s": [strings], "b": [blocks]}}. */
  Map<String, Object> json() {
    return Map.of("s", strings, "b", blocks);
  }
}
