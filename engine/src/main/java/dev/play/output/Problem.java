package dev.play.output;

import dev.play.secret.Secrets;
import java.util.LinkedHashMap;
import java.util.Map;

/** A failure (not ignored, not rescued) or an unreachable host, for the summary's problem list. */
record Problem(FinalResult result) {
  /** Longest message the console's "not finished" line quotes. */
  private static final int SHORT = 120;

  String host() {
    return result.host();
  }

  boolean unreachable() {
    return result.status() == Status.UNREACHABLE;
  }

  Map<String, Object> json() {
    TaskHeader t = result.task().header();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("host", result.host());
    m.put("play", result.task().play());
    m.put("role", t.role());
    m.put("task", t.name());
    m.put("status", unreachable() ? "unreachable" : "failed");
    m.put("msg", result.msg());
    return m;
  }

  /**
   * Why the host has no complete prediction, for the console: {@code unreachable: MSG} (its first
   * line, censored of {@code secrets}, then shortened), or {@code failed at task "role : name"}.
   */
  String reason(Secrets secrets) {
    if (unreachable()) {
      return result.msg() == null
          ? "unreachable"
          : "unreachable: " + shorten(secrets.censor(result.msg()));
    }
    TaskHeader t = result.task().header();
    return "failed at "
        + (t.kind() == TaskHeader.Kind.HANDLER ? "handler" : "task")
        + " \""
        + t.title().strip()
        + "\"";
  }

  private static String shorten(String msg) {
    String line = msg.strip().lines().findFirst().orElse("").strip();
    return line.length() <= SHORT ? line : line.substring(0, SHORT - 3) + "...";
  }
}
