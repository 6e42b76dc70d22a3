package dev.play.output;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A result as ansible-core 2.14's default callback prints it after {@code =>}: cleaned as {@code
 * TaskResult.clean_copy} cleans what a callback gets (no {@code failed}, no {@code skipped}, a
 * debug result without {@code invocation}) and as {@code _clean_results} cleans debug output (a
 * {@code msg} alone), then dumped as {@code _dump_results} dumps it: without {@code invocation} and
 * {@code diff} below {@code -vvv}, never with {@code exception} (the console shows it on its own
 * line), keys sorted, indented by four spaces when the result is always shown or from {@code -vvv}
 * on, else on one line.
 */
final class ResultDump {
  /**
   * Ansible's {@code C._ACTION_DEBUG}: the callback knows debug output by its action as written.
   */
  private static final Set<String> DEBUG_ACTIONS =
      Set.of("debug", "ansible.builtin.debug", "ansible.legacy.debug");

  /** {@code _DEBUG_ALLOWED_KEYS}: what debug output with a {@code msg} keeps. */
  private static final Set<String> DEBUG_KEPT =
      Set.of("msg", "exception", "warnings", "deprecations");

  /** {@code _hide_in_debug}: what debug output of a {@code var} loses. */
  private static final List<String> DEBUG_HIDDEN =
      List.of("changed", "failed", "skipped", "invocation", "skip_reason");

  static final String EXCEPTION = "exception";

  private final int verbosity;

  ResultDump(int verbosity) {
    this.verbosity = verbosity;
  }

  /**
   * {@code r}'s result as the callback has it: after {@code clean_copy} and {@code _clean_results}.
   */
  Map<String, Object> cleaned(HostResult r) {
    Map<String, Object> m = new LinkedHashMap<>(r.result());
    m.remove("failed");
    m.remove("skipped");
    if (isDebug(r)) {
      m.remove("invocation");
      if (r.status()
          != Status.UNREACHABLE) { // the callback cleans every result but an unreachable one
        cleanDebug(m);
      }
    }
    return m;
  }

  private static boolean isDebug(HostResult r) {
    return r.task() != null
        && r.task().action() != null
        && DEBUG_ACTIONS.contains(r.task().action());
  }

  private static void cleanDebug(Map<String, Object> m) {
    if (m.containsKey("msg")) {
      m.keySet().retainAll(DEBUG_KEPT);
    } else {
      DEBUG_HIDDEN.forEach(m::remove);
    }
  }

  /** {@code cleaned} (of {@code r}) as JSON, the way {@code _dump_results} writes it. */
  String dump(HostResult r, Map<String, Object> cleaned) {
    Map<String, Object> shown = new LinkedHashMap<>(cleaned);
    if (verbosity < 3) {
      shown.remove("invocation");
      shown.remove("diff");
    }
    shown.remove(EXCEPTION);
    Object sorted = sorted(shown);
    return r.display() == ResultDisplay.ALWAYS || verbosity > 2
        ? Json.pretty(sorted)
        : Json.compact(sorted);
  }

  /**
   * {@code value} with the keys of its mappings sorted, at every depth ({@code
   * json.dumps(sort_keys=True)}).
   */
  private static Object sorted(Object value) {
    if (value instanceof Map<?, ?> map) {
      List<Map.Entry<?, ?>> entries = new ArrayList<>(map.entrySet());
      entries.sort((a, b) -> String.valueOf(a.getKey()).compareTo(String.valueOf(b.getKey())));
      Map<Object, Object> out = new LinkedHashMap<>();
      entries.forEach(e -> out.put(e.getKey(), sorted(e.getValue())));
      return out;
    }
    if (value instanceof List<?> list) {
      return list.stream().map(ResultDump::sorted).toList();
    }
    return value;
  }
}
