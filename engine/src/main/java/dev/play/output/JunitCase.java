package dev.play.output;

import dev.play.output.JunitOptions.Verdict;
import dev.play.secret.Secrets;
import dev.play.value.JsonWriter;
import java.util.Map;

/**
 * One {@code <testcase>}: a task on a host, named {@code [host] play: task} and classed by the
 * task's path ({@code /abs/site.yml:12}, or the play's name when it has none), as Ansible's {@code
 * junit} callback does.
 *
 * @param message the failure's or error's message, or the skip reason; null for a pass
 * @param output the result as JSON (a pass's {@code system-out}, a failure's text), or null
 */
record JunitCase(
    String classname, String name, double seconds, Verdict verdict, String message, String output) {
  /**
   * The case of {@code r}, its secrets masked before they are escaped as JSON and XML, where they
   * would not be found.
   */
  @SuppressWarnings("unchecked")
  static JunitCase of(
      HostResult r, String play, double seconds, JunitOptions options, Secrets secrets) {
    String classname = secrets.censor(r.task().path() != null ? r.task().path() : play);
    String name = secrets.censor("[" + r.host() + "] " + play + ": " + r.task().title());
    Map<String, Object> result = (Map<String, Object>) secrets.censorValues(r.result());
    String dump = JsonWriter.indented(JsonWriter.sortedKeys(result), 0);
    Verdict verdict = options.verdict(r);
    return switch (verdict) {
      case PASSED -> new JunitCase(classname, name, seconds, verdict, null, dump);
      case SKIPPED ->
          new JunitCase(
              classname, name, seconds, verdict, text(result.get("skip_reason"), "skipped"), null);
      case ERROR ->
          new JunitCase(
              classname, name, seconds, verdict, text(result.get("msg"), "unreachable"), dump);
      case FAILED -> failure(classname, name, seconds, result, dump);
    };
  }

  /** A module's exception is an error (its last line the message), anything else a failure. */
  private static JunitCase failure(
      String classname, String name, double seconds, Map<String, Object> result, String dump) {
    if (result.get("exception") instanceof String trace) {
      String[] lines = trace.strip().split("\n");
      return new JunitCase(classname, name, seconds, Verdict.ERROR, lines[lines.length - 1], trace);
    }
    String message =
        result.containsKey("msg")
            ? String.valueOf(result.get("msg"))
            : "rc=" + result.getOrDefault("rc", 0);
    return new JunitCase(classname, name, seconds, Verdict.FAILED, message, dump);
  }

  private static String text(Object value, String otherwise) {
    return value == null ? otherwise : String.valueOf(value);
  }
}
