package dev.play.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The report's diffs, each stored once: a change refers to its diffs by index, and identical diffs
 * (after {@link DiffCut}) share one index, however many hosts and tasks they come from.
 */
final class DiffTable {
  private final List<String> texts = new ArrayList<>();
  private final Map<String, Integer> index = new HashMap<>();

  /** The index of {@code unified} (cut), added when it is new. */
  int add(String unified) {
    return index.computeIfAbsent(
        DiffCut.cut(unified),
        text -> {
          texts.add(text);
          return texts.size() - 1;
        });
  }

  /** Every diff, by index. */
  List<String> texts() {
    return List.copyOf(texts);
  }
}
