package dev.play.module.commands;

import dev.play.connection.CommandResult;
import dev.play.connection.ConnectionException;
import dev.play.connection.KeptBytes;
import dev.play.module.ModuleContext;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Results of command and shell in Ansible's shape (cmd, rc, stdout, stderr, *_lines, start, end,
 * delta, msg).
 */
final class CommandResults {
  public static final String NON_ZERO = "non-zero return code";
  private static final DateTimeFormatter STAMP =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSSSS");

  private CommandResults() {}

  /**
   * Runs the command whose output is the result: an output longer than play keeps is cut, and a
   * warning says how much was not kept.
   */
  static CommandResult run(ModuleContext ctx, String script, byte[] stdin)
      throws ConnectionException {
    CommandResult run = ctx.runMayCut(script, stdin);
    if (run.wasCut()) {
      ctx.warn("the output was cut: " + KeptBytes.cutText(run) + " were read and not kept");
    }
    return run;
  }

  /** When a command ran, in the controller's local time. */
  public record Timing(LocalDateTime start, LocalDateTime end) {}

  /** The result of a command that ran; {@code msg} is {@link #NON_ZERO} when rc != 0. */
  public static Map<String, Object> completed(
      Invocation inv, CommandResult run, Timing timing, boolean strip) {
    Map<String, Object> r =
        shape(inv.cmd(), run.rc(), trim(run.stdout(), strip), trim(run.stderr(), strip));
    r.put("start", STAMP.format(timing.start()));
    r.put("end", STAMP.format(timing.end()));
    r.put("delta", delta(Duration.between(timing.start(), timing.end())));
    r.put("msg", run.rc() == 0 ? "" : NON_ZERO);
    return r;
  }

  /** The result of a command skipped by creates/removes: {@code stdout} says why, rc is 0. */
  public static Map<String, Object> skipped(Object cmd, String reason, String msg) {
    Map<String, Object> r = shape(cmd, 0, reason, "");
    r.put("start", null);
    r.put("end", null);
    r.put("delta", null);
    r.put("msg", msg);
    return r;
  }

  private static Map<String, Object> shape(Object cmd, int rc, String stdout, String stderr) {
    Map<String, Object> r = new LinkedHashMap<>();
    r.put("cmd", cmd);
    r.put("rc", rc);
    r.put("stdout", stdout);
    r.put("stderr", stderr);
    r.put("stdout_lines", lines(stdout));
    r.put("stderr_lines", lines(stderr));
    return r;
  }

  static String trim(String text, boolean strip) {
    if (!strip) {
      return text;
    }
    int end = text.length();
    while (end > 0 && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
      end--;
    }
    return text.substring(0, end);
  }

  static List<String> lines(String text) {
    return text.lines().toList();
  }

  /**
   * A duration as Python prints a timedelta: {@code 0:00:00.002345}, or {@code 0:00:01} when whole.
   */
  public static String delta(Duration d) {
    long micros = d.toNanosPart() / 1000;
    StringBuilder sb = new StringBuilder().append(d.toHours());
    pad(sb.append(':'), d.toMinutesPart(), 2);
    pad(sb.append(':'), d.toSecondsPart(), 2);
    return micros == 0 ? sb.toString() : pad(sb.append('.'), micros, 6).toString();
  }

  /**
   * Appends {@code n} with leading zeros to {@code width} digits (String.format is slow for a
   * per-task value).
   */
  private static StringBuilder pad(StringBuilder sb, long n, int width) {
    String digits = Long.toString(n);
    return sb.append("0".repeat(Math.max(0, width - digits.length()))).append(digits);
  }
}
