package dev.play.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code no_log: true}: results keep only their status flags. */
final class Censor {
  static final String MESSAGE =
      "the output has been hidden due to the fact that 'no_log: true' was specified for this result";

  private Censor() {}

  static Outcome apply(Outcome o) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("censored", MESSAGE);
    for (String flag : List.of("changed", "failed", "skipped", "unreachable")) {
      if (o.result().containsKey(flag)) {
        r.put(flag, o.result().get(flag));
      }
    }
    List<String> changes =
        o.changes().isEmpty() ? List.of() : List.of("(details hidden by no_log)");
    List<String> assumed = o.assumed().isEmpty() ? List.of() : List.of("(why hidden by no_log)");
    return new Outcome(o.status(), r, List.of(), changes, null, o.ignored(), assumed);
  }
}
