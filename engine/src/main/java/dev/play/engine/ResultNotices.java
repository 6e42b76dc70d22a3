package dev.play.engine;

import dev.play.output.HostResult;
import dev.play.output.RunListener;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code warnings} and {@code deprecations} a module returned, reported as Ansible's callback
 * reports them: each on its own line before the host's result, which then shows them no more (the
 * registered result keeps them).
 */
final class ResultNotices {
  private static final String WARNINGS = "warnings";
  private static final String DEPRECATIONS = "deprecations";

  private ResultNotices() {}

  /** Reports {@code r}'s notices, then {@code r} without them. */
  static void report(HostResult r, RunListener listener) {
    Map<String, Object> result = r.result();
    if (!(result.get(WARNINGS) instanceof List<?>)
        && !(result.get(DEPRECATIONS) instanceof List<?>)) {
      listener.hostResult(r);
      return;
    }
    if (result.get(WARNINGS) instanceof List<?> warnings) {
      warnings.forEach(w -> listener.warning(String.valueOf(w)));
    }
    if (result.get(DEPRECATIONS) instanceof List<?> deprecations) {
      deprecations.forEach(d -> listener.deprecation(deprecation(d)));
    }
    Map<String, Object> shown = new LinkedHashMap<>(result);
    shown.remove(WARNINGS);
    shown.remove(DEPRECATIONS);
    listener.hostResult(r.withResult(shown));
  }

  /** Ansible's {@code Display.get_deprecation_message}, after its header. */
  static String deprecation(Object entry) {
    if (!(entry instanceof Map<?, ?> d)) {
      return String.valueOf(entry);
    }
    String msg = String.valueOf(d.get("msg")).strip();
    if (!msg.isEmpty() && "!?.".indexOf(msg.charAt(msg.length() - 1)) < 0) {
      msg += ".";
    }
    Object collection = d.get("collection_name");
    String from =
        collection == null
            ? ""
            : " from " + ("ansible.builtin".equals(collection) ? "ansible-core" : collection);
    String when =
        d.get("date") != null
            ? "in a release after " + d.get("date") + "."
            : d.get("version") != null
                ? "in version " + d.get("version") + "."
                : "in a future release.";
    return msg
        + " This feature will be removed"
        + from
        + " "
        + when
        + " Deprecation warnings can be disabled by setting deprecation_warnings=False in ansible.cfg.";
  }
}
