package dev.play.output;

import dev.play.diff.Diff;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link Diff} as Ansible's {@code diff} result: {@code before_header, after_header, before,
 * after}.
 */
final class DiffJson {
  private DiffJson() {}

  static Map<String, Object> of(Diff d) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("before_header", d.beforeHeader());
    m.put("after_header", d.afterHeader());
    m.put("before", d.before());
    m.put("after", d.after());
    return m;
  }

  /** The diffs of a result that show a difference. */
  static List<Map<String, Object>> of(List<Diff> diffs) {
    return diffs.stream().filter(d -> !d.isEmpty()).map(DiffJson::of).toList();
  }
}
